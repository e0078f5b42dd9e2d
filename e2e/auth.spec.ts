import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { mailedLink, registerApi } from './support/api';

/** The reset link mailed to `email`, read from the embedded server's outbox (DATA_DIR/outbox/*.json). */
async function resetLinkFor(email: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = (() => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
    })();
    for (const name of mails) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; text: string };
      const link = mail.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=[^\s]+/)?.[0];
      if (mail.to === email && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('sign up, sign out, a refused sign-in keeps what was typed, then sign in again', async ({ page }) => {
  const id = unique();
  const email = `kofi.${id}@example.com`;
  await page.goto('/shop/all-products');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?returnUrl=%2Fshop%2Fall-products/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();

  // The §5 messages show before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required!')).toBeVisible();

  await page.getByLabel('First name').fill('Kofi');
  await page.getByLabel('Last name').fill('Mensah');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Username').fill(`kofi_${id}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abossey2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Nothing is signed in until the mailed link is opened (ADR 0005).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Check your email to finish creating your account',
  );
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  const link = new URL(await mailedLink(email, '/auth/confirm'));
  await page.goto(link.pathname + link.search);

  await expect(page).toHaveURL(/\/shop\/all-products$/);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('accessToken'),
    localStorage.getItem('userType'),
  ]);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBe('customer');

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Logged out successfully');
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/invalid/i);
  await expect(page.getByLabel('Email or username')).toHaveValue(email);

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abossey2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shop\/all-products$/);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
});

test('a taken email gets the same answer; a used confirmation link says so, in French too', async ({
  page,
  request,
}) => {
  const id = unique();
  const email = `yaa.${id}@example.com`;
  const account = {
    firstName: 'Yaa',
    lastName: 'Boateng',
    email,
    username: `yaa_${id}`,
    password: 'Abossey2026',
  };
  const first = await request.post('/api/register', { data: { data: account } });
  const link = new URL(await mailedLink(email, '/auth/confirm'));

  // The same email again, through the form: the same screen as any sign-up (the owner is mailed instead).
  await page.goto('/auth/sign-up');
  await page.getByLabel('First name').fill('Someone');
  await page.getByLabel('Last name').fill('Else');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Username').fill(`else_${id}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Abossey2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const again = await request.post('/api/register', {
    data: { data: { ...account, username: `yaa2_${id}` } },
  });
  expect([again.status(), await again.json()]).toEqual([first.status(), await first.json()]);

  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/$|\/shop\/all-products$/);
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This confirmation link is not valid or was already used. Please sign up again.',
  );
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    "Ce lien de confirmation n'est pas valide ou a déjà été utilisé. Veuillez vous inscrire à nouveau.",
  );
  await page.goto('/auth/confirm');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Le jeton de confirmation est manquant. Veuillez utiliser le lien reçu par e-mail.',
  );
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const id = unique();
  const email = `ama.${id}@example.com`;
  await registerApi(request, {
    firstName: 'Ama',
    lastName: 'Owusu',
    email,
    username: `ama_${id}`,
    password: 'Original2026',
  });

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Missing or invalid password reset token. Please request a new reset link.',
  );

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email must be a valid email address!')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Password reset instructions have been sent to your email address.',
  );

  const link = new URL(await resetLinkFor(email));
  await page.goto(link.pathname + link.search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed2026');
  await page.getByLabel('Confirm new password').fill('Renewed2027');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText("Passwords don't match!")).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Renewed2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Password has been reset successfully!',
  );
  // §9: back to sign-in after 2 s.
  await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 10_000 });

  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Renewed2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

  // The link is single use.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await page.goto(link.pathname + link.search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another2026');
  await page.getByLabel('Confirm new password').fill('Another2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
});
