/**
 * The console's shop form, delivery section (issue 25): a vendor adds a zone with fee and days and offers pickup;
 * a refused list (max days below min) says why and changes nothing.
 */
import { expect, test } from './fixtures';
import { authHeader, createShopApi, signUpApi, uniqueId, useSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';

test('a vendor sets a delivery zone and pickup in the shop form; a wrong one is refused with its reason', async ({
  page,
  request,
}) => {
  const vendor = await signUpApi(request, 'vendor');
  const shop = await createShopApi(request, vendor, {
    name: `Kumasi Fitters ${uniqueId()}`,
    description: 'Suspension and brakes for every car.',
  });
  await useSession(page, vendor);
  await page.goto(`/shop-edit/${shop.id}`);
  const main = page.getByRole('main');
  const section = main.getByRole('form', { name: 'Delivery' });
  await expect(section.getByText('No delivery zones yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a zone' }).click();
  await section.getByRole('button', { name: /Zone 1$/ }).click();
  await page.getByRole('option', { name: 'Ashanti', exact: true }).click();
  await section.getByRole('textbox', { name: 'Fee (GH₵)' }).fill('35.50');
  await section.getByRole('textbox', { name: 'Min. days' }).fill('1');
  await section.getByRole('textbox', { name: 'Max. days' }).fill('3');
  await section.getByText('Buyers may collect their parts at the shop (free)').click();
  await section.getByRole('button', { name: 'Save delivery' }).click();
  await expect(section.getByRole('status')).toHaveText('Delivery saved.');
  await expectNoAxeViolations(page, 'shop form with a delivery zone');

  const read = async () =>
    (await (await request.get(`/api/business/${shop.id}/delivery`, { headers: authHeader(vendor) })).json())
      .data;
  expect(await read()).toMatchObject({
    pickupOffered: true,
    zones: [{ zone: 'ashanti', fee: 35.5, minDays: 1, maxDays: 3 }],
  });

  await section.getByRole('textbox', { name: 'Min. days' }).fill('5');
  await section.getByRole('button', { name: 'Save delivery' }).click();
  await expect(section.getByRole('alert')).toContainText('Maximum days must not be less than minimum days');
  expect((await read()).zones).toEqual([{ zone: 'ashanti', fee: 35.5, minDays: 1, maxDays: 3 }]);
});
