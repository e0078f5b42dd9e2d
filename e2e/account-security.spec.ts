/**
 * Issue 21, finding 1 in the browser: changing the email asks for the current password and waits for the link mailed
 * to the new address; the old address can stop it; "Sign out everywhere" ends every other session. Mails are read
 * from the e2e server's outbox (DATA_DIR/outbox, `mailedLink`).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeader, mailedLink, type Session, signInApi, signUpApi } from './support/api';

async function openSignedIn(page: Page, session: Session) {
  await page.goto('/404');
  await page.evaluate(({ auth_token, userId, userType }) => {
    localStorage.setItem('accessToken', auth_token);
    localStorage.setItem('userId', String(userId));
    localStorage.setItem('userType', userType);
  }, session);
  await page.goto('/shop/all-products');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

/** Whether a token still opens a signed-in route. */
const stillSignedIn = async (request: APIRequestContext, session: Session) =>
  (await request.get('/api/notifications', { headers: authHeader(session) })).ok();

test('changing the email needs the current password, then the link mailed to the new address', async ({
  page,
  request,
}) => {
  const user = await signUpApi(request);
  const otherDevice = await signInApi(request, { email: user.email, password: user.password });
  await openSignedIn(page, user);
  const next = `new.${user.email}`;

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Update profile' }).click();
  const form = page.getByRole('dialog', { name: 'Update profile' });
  const current = form.getByRole('textbox', { name: 'Current password' });
  // Asked for only once the email (or username) differs.
  await expect(current).toHaveCount(0);
  // signUpApi gives no phone, which the profile form needs.
  await form.getByLabel('Phone number').fill('0244123456');
  await form.getByLabel('Email address').fill(next);
  await expect(current).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Current password is required!')).toBeVisible();

  await current.fill('Not-my-password1');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert').first()).toContainText('Current password is incorrect');
  await expect(form.getByLabel('Email address')).toHaveValue(next);

  await current.fill(user.password);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Check your new inbox: open the link we sent to ${next}`,
  );
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(form).toHaveCount(0);
  // Nothing changed yet: the drawer shows the old address, and every session goes on.
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(user.email, { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await stillSignedIn(request, otherDevice)).toBe(true);
  // The old address is told, with a way to stop it.
  await mailedLink(user.email, '/auth/report-email-change');

  const link = new URL(await mailedLink(next, '/auth/confirm-email'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your new email address is confirmed. Every other session was signed out; you are signed in here.',
  );
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText(next, { exact: true })).toBeVisible();
  expect(await stillSignedIn(request, otherDevice)).toBe(false);
  expect(
    (await request.post('/api/login', { data: { data: { email: next, password: user.password } } })).ok(),
  ).toBe(true);

  // The link works once; the page says so in the chosen language.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    "Ce lien n'est plus valide. Il a peut-être expiré ou déjà été utilisé.",
  );
});

test('"this was not me" from the old address stops the change and signs out everywhere', async ({
  page,
  request,
}) => {
  const user = await signUpApi(request);
  const next = `taken.${user.email}`;
  const started = await request.put(`/api/users/${user.userId}`, {
    headers: authHeader(user),
    data: { data: { email: next, currentPassword: user.password } },
  });
  expect(started.ok()).toBe(true);
  const report = new URL(await mailedLink(user.email, '/auth/report-email-change'));
  await page.goto(report.pathname + report.search);
  await expect(page.getByRole('heading', { level: 1, name: 'This was not me' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop the change and sign out everywhere' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you. The change was stopped, every session was signed out and we sent a password reset link to this address.',
  );
  expect(await stillSignedIn(request, user)).toBe(false);
  await mailedLink(user.email, '/auth/reset-password');
  const confirm = new URL(await mailedLink(next, '/auth/confirm-email'));
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link is not valid any more. It may have expired or been used already.',
  );
});

test('Sign out everywhere ends every other session and keeps this one', async ({ page, request }) => {
  const user = await signUpApi(request);
  const otherDevice = await signInApi(request, { email: user.email, password: user.password });
  await openSignedIn(page, user);
  expect(await stillSignedIn(request, otherDevice)).toBe(true);

  await page.getByRole('button', { name: 'Account' }).click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Signed out on every other device. This one stays signed in.'),
  ).toBeVisible();
  expect(await stillSignedIn(request, otherDevice)).toBe(false);
  expect(await stillSignedIn(request, user)).toBe(false);
  // This tab got the fresh session: still signed in after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(await stillSignedIn(request, { ...user, auth_token: token ?? '' })).toBe(true);
});
