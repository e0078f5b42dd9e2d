import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createProductApi,
  DEMO,
  signInApi,
  signUpApi,
  uniqueId,
  useSession,
} from './support/api';
import { expectNoAxeViolations } from './support/axe';

/** A real Toyota VIN (Japan-built, WMI JTM): the make decodes offline, position 10 holds no model year. */
const TOYOTA_VIN = 'JTMW53FV60D023016';

/** Opens a react-aria select (named by its value, then its label) and picks an option. */
async function choose(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('a guest decodes a VIN, saves the car, shops for it (only fitting parts), signs in and finds the garage kept', async ({
  page,
  request,
}) => {
  await page.goto('/garage');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
  await expect(main.getByText('No vehicles yet. Add one below.')).toBeVisible();

  // Decoding happens in the browser: the make comes from the WMI, and this VIN carries no model year.
  await main.getByLabel('VIN (optional)').fill(TOYOTA_VIN.toLowerCase());
  await main.getByRole('button', { name: 'Decode VIN' }).click();
  const decoded = main.getByRole('status').filter({ hasText: 'What this VIN says' });
  await expect(decoded).toContainText('Make: Toyota');
  await expect(decoded).toContainText('Model year: not in this VIN, choose it below');
  await expect(decoded).toContainText('Check digit matches.');
  await expect(main.getByRole('button', { name: /Toyota Make$/ })).toBeVisible();

  // A mistyped VIN says why, in words.
  await main.getByLabel('VIN (optional)').fill('JTMW53FV60D02301');
  await main.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(main.getByText('A VIN has exactly 17 characters')).toBeVisible();
  await main.getByLabel('VIN (optional)').fill(TOYOTA_VIN);
  await main.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(decoded).toContainText('Make: Toyota');

  await choose(main, page, 'Model', 'Corolla');
  await choose(main, page, 'Year', '2012');
  await main.getByLabel('Nickname (optional)').fill('Family car');
  await main.getByRole('button', { name: 'Save vehicle' }).click();

  const saved = main.locator('[data-part="vehicle"]');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Family car');
  await expect(saved).toContainText(`VIN ${TOYOTA_VIN}`);
  await expect(saved).toContainText('Active vehicle');
  await expect(page.getByRole('link', { name: 'My Garage: Family car' })).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('garage'))) ?? '[]');
  expect(stored).toMatchObject([
    { make: 'Toyota', model: 'Corolla', year: 2012, vin: TOYOTA_VIN, active: true },
  ]);
  await expectNoAxeViolations(page, '/garage with a vehicle', 'main');

  // One click: the product browser filtered (server-side) to the active vehicle, every card saying it fits.
  await main.getByRole('button', { name: 'Shop for my vehicle' }).click();
  await expect(page).toHaveURL(/\/shop\/all-products\?make=Toyota&model=Corolla&year=2012$/);
  await expect(main.getByText('Parts for your Family car')).toBeVisible();
  const cards = main.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(main.locator('article[data-fit="fits"]')).toHaveCount(count);
  await expect(main.locator('article:not([data-fit="fits"])')).toHaveCount(0);
  await expect(cards.first().getByText('Fits', { exact: true })).toBeVisible();

  // The product page answers too.
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(main.getByText('This part fits your Family car.')).toBeVisible();

  // Sign in as a fresh customer: the guest garage moves into the account.
  const customer = await signUpApi(request);
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email or username').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get('/api/garage', { headers: authHeader(customer) });
      return (await res.json()).data;
    })
    .toMatchObject([
      { make: 'Toyota', model: 'Corolla', year: 2012, vin: TOYOTA_VIN, nickname: 'Family car', active: true },
    ]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('garage'))).toBe('[]');

  await page.goto('/garage');
  await expect(main.locator('[data-part="vehicle"]')).toHaveCount(1);
  await expect(main.locator('[data-part="vehicle"]')).toContainText('Family car');
  await expect(main.getByText('Your garage is kept in this browser.', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My Garage: Family car' })).toBeVisible();
});

test('a VIN decoded before the vehicle list has arrived still picks its make', async ({ page }) => {
  // On a slow connection the catalogue's vehicles can arrive after the buyer pressed Decode VIN.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/vehicle-makes*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/garage');
  const main = page.getByRole('main');
  await main.getByLabel('VIN (optional)').fill(TOYOTA_VIN);
  await main.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'What this VIN says' })).toContainText(
    'Make: Toyota',
  );
  release();
  await expect(main.getByRole('button', { name: /Toyota Make$/ })).toBeVisible();
});

test('a VIN’s year is preselected even where the catalogue lacks it; another year asks first (issue 25)', async ({
  page,
}) => {
  // A North American Honda VIN with a valid check digit: model year 2003. The catalogue lists Accords from 2008 only.
  const HONDA_2003_VIN = '1HGCM56663A123456';
  await page.goto('/garage');
  const main = page.getByRole('main');
  await main.getByLabel('VIN (optional)').fill(HONDA_2003_VIN);
  await main.getByRole('button', { name: 'Decode VIN' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'What this VIN says' })).toContainText(
    'Model year: 2003',
  );
  await expect(main.getByRole('button', { name: /Honda Make$/ })).toBeVisible();
  await choose(main, page, 'Model', 'Accord');
  // The decoded year stands chosen, and the page says the catalogue has nothing for it yet.
  await expect(main.getByRole('button', { name: /2003 Year$/ })).toBeVisible();
  const unlisted = main.locator('[data-part="unlisted"]');
  await expect(unlisted).toHaveText(
    'No parts are listed for a 2003 Honda Accord yet. You can still save it: parts that fit will show as shops add them.',
  );

  // Another year than the VIN's asks first; Go back keeps the form as it was.
  await choose(main, page, 'Year', '2012');
  await expect(unlisted).toHaveCount(0);
  await main.getByRole('button', { name: 'Save vehicle' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Save a different year?' });
  await expect(dialog).toContainText(
    'This VIN is for a 2003 model year. Save your vehicle as a 2012 Honda Accord anyway?',
  );
  await expectNoAxeViolations(page, 'year mismatch dialog', '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main.locator('[data-part="vehicle"]')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /2012 Year$/ })).toBeVisible();

  // The VIN's own year saves without asking, though no part lists it.
  await choose(main, page, 'Year', '2003');
  await main.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(main.locator('[data-part="vehicle"]')).toContainText('2003 Honda Accord');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('garage'))) ?? '[]');
  expect(stored).toMatchObject([{ make: 'Honda', model: 'Accord', year: 2003, vin: HONDA_2003_VIN }]);
});

test('checkout asks before buying a part that does not fit the active vehicle', async ({ page }) => {
  // A guest whose active vehicle no seeded part lists (a 1990 Toyota Corolla is not in the catalogue's years).
  await page.goto('/privacy-policy');
  await page.evaluate(() =>
    localStorage.setItem(
      'garage',
      JSON.stringify([
        {
          id: 'g1',
          make: 'Toyota',
          model: 'Corolla',
          year: 1990,
          vin: null,
          nickname: 'Old taxi',
          active: true,
        },
      ]),
    ),
  );
  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  // The first uncached search of a fresh server can be slow on a shared machine.
  await expect(main.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const card = main
    .locator('article[data-fit="doesNotFit"]')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .first();
  await expect(card.getByText("Doesn't fit", { exact: true })).toBeVisible();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('floating-cart').click();
  await expect(main.getByRole('group', { name })).toHaveAttribute('data-fit', 'doesNotFit');
  await expect(main.getByRole('status').filter({ hasText: 'Not listed for your Old taxi' })).toContainText(
    name,
  );
});

test('a signed-in buyer confirms before ordering a part their active vehicle is not listed for', async ({
  page,
  request,
}) => {
  const buyer = await signUpApi(request);
  const headers = authHeader(buyer);
  // The account's garage: an active vehicle no seeded part lists.
  const created = await request.post('/api/garage', {
    headers,
    data: { data: { make: 'Honda', model: 'Civic', year: 1991, nickname: 'Old Civic' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const address = await request.post('/api/address', {
    headers,
    data: {
      value: 'address',
      data: {
        fullName: 'Ama Tester',
        phone: '0241234567',
        address: '12 Ring Road',
        city: 'Accra',
        state: 'Greater Accra',
        isDefault: true,
      },
    },
  });
  expect(address.status()).toBe(201);
  await useSession(page, buyer);

  await page.goto('/shop/all-products');
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'My Garage: Old Civic' })).toBeVisible();
  const card = main
    .locator('article[data-fit="doesNotFit"]')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('floating-cart').click();
  await expect(main.getByRole('status').filter({ hasText: 'Not listed for your Old Civic' })).toBeVisible();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Not listed for your Old Civic' })).toContainText(
    name,
  );

  // Place order asks first; going back places nothing.
  await main.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('The sellers do not list your Old Civic for');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  const none = await request.get('/api/orders', { headers });
  expect((await none.json()).data).toEqual([]);

  await main.getByRole('button', { name: 'Place order' }).click();
  await dialog.getByRole('button', { name: 'Place order anyway' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
});

test('the header garage link fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/privacy-policy');
  await page.evaluate(() =>
    localStorage.setItem(
      'garage',
      JSON.stringify([
        {
          id: 'g1',
          make: 'Mercedes-Benz',
          model: 'Sprinter',
          year: 2015,
          vin: null,
          nickname: 'A very long nickname for the family minibus',
          active: true,
        },
      ]),
    ),
  );
  for (const path of ['/garage', '/shop/all-products']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: /^My Garage: A very long nickname/ })).toBeAttached();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page, 'phone /shop/all-products header', 'header', ['wcag22aa']);
});

test('a vendor gets vehicle suggestions from the part and writes a fitment note buyers see', async ({
  page,
  request,
}) => {
  const vendor = await signInApi(request, DEMO.vendor);
  const headers = authHeader(vendor);
  const shops = (await (await request.get(`/api/business/user/${vendor.userId}`, { headers })).json()).data;
  const shop = shops.find(
    (s: { role: string; status: string }) => s.role === 'owner' && s.status === 'active',
  );
  const product = await createProductApi(request, vendor, shop.id, {
    name: `Fitment Pads ${uniqueId()}`,
    description: 'Front pads',
  });
  await useSession(page, vendor);
  await page.goto(`/product/${product.id}/edit`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await main.getByRole('tab', { name: 'Vehicle Selection' }).click();
  await main.getByRole('button', { name: 'Suggest vehicles' }).click();
  await expect(main.getByRole('status').filter({ hasText: /^Suggested vehicles added: \d+$/ })).toBeVisible();

  await main.getByRole('tab', { name: 'Vehicle Details' }).click();
  await main.getByLabel('Fitment note').fill('Front axle only; not for the 4WD version.');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${product.id}$`), { timeout: 20_000 });
  await expect(main.getByText('Front axle only; not for the 4WD version.')).toBeVisible();
  const saved = (await (await request.get(`/api/products/${product.id}`)).json()).data;
  expect(saved.fitmentNote).toBe('Front axle only; not for the 4WD version.');
  expect(saved.vehicleMakes.length).toBeGreaterThan(1);
});
