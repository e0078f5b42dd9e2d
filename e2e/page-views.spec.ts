import { expect, test } from './fixtures';

test('every route change is recorded as a first-party page view that admins can read', async ({
  page,
  request,
}) => {
  const recorded: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/page-views') && sent.method() === 'POST')
      recorded.push((sent.postDataJSON() as { data: { path: string; query?: string } }).data.path);
  });
  await page.goto('/shop/all-products?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect.poll(() => recorded).toEqual(['/shop/all-products', '/auth/sign-in']);

  const login = await request.post('/api/login', {
    data: { data: { email: 'admin@abossey.test', password: 'Admin1234' } },
  });
  const token = (await login.json()).data.auth_token as string;
  const stats = await request.get(`/api/analytics/page-views?year=${new Date().getUTCFullYear()}&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stats.status()).toBe(200);
  const paths = ((await stats.json()).data.topPaths as { path: string }[]).map((row) => row.path);
  expect(paths).toEqual(expect.arrayContaining(['/shop/all-products', '/auth/sign-in']));
});
