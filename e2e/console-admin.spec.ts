import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  authHeader,
  createShopApi,
  DEMO,
  type Session,
  signInApi,
  signUpApi,
  uniqueId,
  useSession,
} from './support/api';
import { expectNoAxeViolations } from './support/axe';

/** The reset link mailed to `email`, read from the embedded server's outbox (DATA_DIR/outbox/*.json). */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 40; attempt++) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
    } catch {}
    for (const name of names) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; text: string };
      const link = mail.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=[^\s]+/)?.[0];
      if (mail.to === email && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

async function profileOf(request: APIRequestContext, admin: Session, id: number) {
  const response = await request.get(`/api/users/${id}`, { headers: authHeader(admin) });
  return {
    status: response.status(),
    user: response.ok() ? ((await response.json()).data as Profile) : null,
  };
}
interface Profile {
  id: number;
  fullName: string;
  firstName: string;
  email: string;
  phoneNumber: string | null;
}

async function shopOf(request: APIRequestContext, admin: Session, id: number) {
  const response = await request.get(`/api/business/${id}`, { headers: authHeader(admin) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as {
    ownerId: number | null;
    status: string;
    owner: { name: string } | null;
  };
}

/** A toast (the always-present live regions hold a second copy of the text). */
const toastSays = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

const search = (page: Page, label: string) => page.getByRole('main').getByRole('searchbox', { name: label });

test('the admin finds a new user, edits them, mails a reset link and deletes them', async ({
  page,
  request,
}) => {
  const admin = await signInApi(request, DEMO.admin);
  const buyer = await signUpApi(request);
  const before = (await profileOf(request, admin, buyer.userId)).user as Profile;
  await useSession(page, admin);
  const main = page.getByRole('main');

  await page.goto('/user-management');
  await expect(main.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(main.getByText(/^\d+ users found$/)).toBeVisible();
  await search(page, 'Search users').fill(buyer.email);
  await expect(page).toHaveURL(/q=ama/);
  await expect(main.getByText('1 user found')).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toContainText('Customer');
  await expect(row).toContainText('Normal');

  // Edit: the §5 phone rule holds the form, then the name and phone are saved.
  await row.getByRole('button', { name: `Actions for ${before.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly', '');
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Akosua');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('024 12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Phone number must be 10 digits!')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Akosua');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('0241234567');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastSays(page, 'User updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Akosua');
  const edited = (await profileOf(request, admin, buyer.userId)).user as Profile;
  expect([edited.firstName, edited.phoneNumber]).toEqual(['Akosua', '0241234567']);

  // Reset password: the user gets the mail with the link.
  await row.getByRole('button', { name: `Actions for ${edited.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const reset = page.getByRole('alertdialog', { name: 'Reset Password' });
  await expect(reset).toContainText(buyer.email);
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toastSays(page, 'Password reset email sent successfully')).toBeVisible();
  expect(await resetLinkFor(buyer.email)).toContain('/auth/reset-password?token=');

  // Delete with the §2 confirmation: the row goes, the account is closed.
  await row.getByRole('button', { name: `Actions for ${edited.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  // Issue 24: the dialog names who is deleted.
  const confirm = page.getByRole('alertdialog', { name: `Delete ${edited.fullName} (${buyer.email})?` });
  await expect(confirm).toContainText(
    `Delete the account of ${edited.fullName} (${buyer.email})? They can no longer sign in, and this action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastSays(page, 'User deleted successfully')).toBeVisible();
  await expect(main.getByRole('gridcell', { name: buyer.email, exact: true })).toHaveCount(0);
  await expect(main.getByText('0 users found')).toBeVisible();
  await expect(main.getByText(`No results found for “${buyer.email}”`, { exact: false })).toBeVisible();
  expect((await profileOf(request, admin, buyer.userId)).status).toBe(404);
});

test('a refused edit keeps what the admin chose: an admin cannot drop their own rights', async ({
  page,
  request,
}) => {
  const admin = await signInApi(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto(`/user-management?type=admin&q=${encodeURIComponent(DEMO.admin.email)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'Admins', selected: true })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: DEMO.admin.email });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const phone = dialog.getByRole('textbox', { name: 'Phone' });
  if (!(await phone.inputValue())) await phone.fill('0241234567');
  // The switch's input is visually hidden: press its label, as a person does.
  await dialog.getByText('Administrator', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You cannot remove your own admin rights.');
  await expect(dialog.getByRole('switch', { name: 'Administrator' })).not.toBeChecked();
});

test('the admin moves a shop to another vendor, then sets it inactive', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await signInApi(request, DEMO.admin);
  const [first, second] = [await signUpApi(request, 'vendor'), await signUpApi(request, 'vendor')];
  const name = `Throwaway Spares ${uniqueId()}`;
  const shop = await createShopApi(request, first, { name, description: 'A shop made for one test run.' });
  const from = (await profileOf(request, admin, first.userId)).user as Profile;
  const to = (await profileOf(request, admin, second.userId)).user as Profile;
  await useSession(page, admin);
  const main = page.getByRole('main');

  await page.goto('/shop-management');
  await expect(main.getByRole('heading', { level: 1, name: 'Shop Management' })).toBeVisible();
  await search(page, 'Search shops and owners').fill(name);
  await expect(main.getByText('1 shop found')).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(from.fullName);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Change Owner of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change Owner of ${name}` });
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  const owner = dialog.getByRole('combobox', { name: 'New owner' });
  // The current owner is not offered.
  await owner.fill(from.email);
  await expect(page.getByRole('listbox')).toContainText('No results');
  await owner.fill(to.email);
  await page.getByRole('option', { name: `${to.fullName} (${to.email})` }).click();
  await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('The first owner sold the shop.');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Ownership Transfer' });
  await expect(confirm).toContainText(
    `Make ${to.fullName} the owner of ${name} instead of ${from.fullName}?`,
  );
  await confirm.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(toastSays(page, 'Shop owner changed successfully')).toBeVisible();
  await expect(row).toContainText(to.fullName);
  expect((await shopOf(request, admin, shop.id)).ownerId).toBe(second.userId);

  await row.getByRole('button', { name: `Set status of ${name}` }).click();
  await page.getByRole('menuitemradio', { name: 'Inactive' }).click();
  // Issue 24: a confirmation that says what happens; nothing changes before it.
  const statusConfirm = page.getByRole('alertdialog', { name: `Set ${name} to Inactive?` });
  await expect(statusConfirm).toContainText('hidden from the storefront');
  expect((await shopOf(request, admin, shop.id)).status).not.toBe('inactive');
  await statusConfirm.getByRole('button', { name: 'Set to Inactive' }).click();
  await expect(toastSays(page, `${name}: status set to Inactive`)).toBeVisible();
  await expect(row).toContainText('Inactive');
  expect((await shopOf(request, admin, shop.id)).status).toBe('inactive');

  // The Inactive filter finds it; Pending does not.
  await main.getByRole('tab', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(main.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await main.getByRole('tab', { name: 'Pending' }).click();
  await expect(main.getByText('0 shops found')).toBeVisible();

  // Each row leads to the shop's products in the products index (issue 24).
  await main.getByRole('tab', { name: 'Inactive' }).click();
  await main.getByRole('link', { name: `Products of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?shop=${shop.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('the admin reaches every admin screen from the side menu (issue 24)', async ({ page, request }) => {
  await useSession(page, await signInApi(request, DEMO.admin));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin-dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path, heading] of [
    ['User Management', '/user-management', 'User Management'],
    ['Shop Management', '/shop-management', 'Shop Management'],
    ['Search Synonyms', '/search-synonyms', 'Search Synonyms'],
    ['Orders', '/orders', null],
    ['Deliveries', '/deliveries', null],
    ['Admin Dashboard', '/admin-dashboard', null],
  ] as const) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    if (heading)
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test("a vendor's menu has their screens and no admin ones", async ({ page, request }) => {
  await useSession(page, await signInApi(request, DEMO.vendor));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Dashboard', 'Shop Orders', 'New Shop', 'Upload Product'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'New Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop-upload$/);
});

test('a vendor opening the admin screens is sent to /shop', async ({ page, request }) => {
  await useSession(page, await signInApi(request, DEMO.vendor));
  await page.goto('/user-management');
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/shop-management');
  await expect(page).toHaveURL(/\/shop$/);
});

for (const language of ['en', 'ar'] as const) {
  test(`the admin screens and their dialogs pass axe (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await useSession(page, await signInApi(request, DEMO.admin));
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    const main = page.getByRole('main');
    // The ui's modal dialogs (a menu's popover is a dialog too).
    const modal = page.locator('[data-part="dialog"]');

    await page.goto('/user-management');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(main.getByRole('row').nth(1).getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page, `${language} users`);
    await main.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page, `${language} user actions`);
    await page.getByRole('menuitem').first().click();
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, `${language} edit user`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await main.getByRole('row').nth(1).getByRole('button').first().click();
    await page.getByRole('menuitem').nth(2).click();
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, `${language} delete user`);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.goto('/shop-management');
    await expect(main.getByRole('row').nth(1).getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page, `${language} shops`);
    await main.getByRole('row').nth(1).getByRole('button').first().click();
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, `${language} change owner`);
  });
}
