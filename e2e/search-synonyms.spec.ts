import { expect, test } from './fixtures';
import { DEMO, signInApi, uniqueId, useSession } from './support/api';

test('an admin adds a search synonym and a buyer’s search finds it; deleting it takes it back (issue 25)', async ({
  page,
  request,
}) => {
  const word = `bakkie${uniqueId()
    .replace(/[^a-z]/gi, '')
    .slice(0, 6)
    .toLowerCase()}`;
  const total = async () =>
    (await (await request.get(`/api/products?q=${encodeURIComponent(word)}`)).json()).meta.total as number;
  expect(await total()).toBe(0);

  const toast = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
  await useSession(page, await signInApi(request, DEMO.admin));
  await page.goto('/search-synonyms');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search Synonyms' })).toBeVisible();
  // A seeded synonym of another language is listed.
  await expect(main.getByRole('grid', { name: 'Search synonyms' })).toBeVisible();

  // A bad entry keeps what was typed and says what is wrong.
  await main.getByRole('textbox', { name: 'Buyers type' }).fill(word);
  await main.getByRole('button', { name: 'Save synonym' }).click();
  await expect(main.getByText('Add at least one expansion')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Buyers type' })).toHaveValue(word);

  await main.getByRole('textbox', { name: 'Also search for' }).fill('shock absorber, Brake Pads');
  await main.getByRole('button', { name: 'Save synonym' }).click();
  await expect(toast(`Saved the synonym “${word}”`)).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: word });
  await expect(row).toContainText('shock absorber, brake pads');

  // The buyer's next search finds the parts the synonym names. Case-blind: other journeys list parts such as
  // "Brake pads E2E… no. 7" (the CSV import's 297), which may fill the first page.
  await page.goto(`/shop/all-products?q=${word}`);
  await expect(
    main
      .getByRole('article')
      .filter({ hasText: /shock absorber|brake pads/i })
      .first(),
  ).toBeVisible();
  expect(await total()).toBeGreaterThan(0);

  await page.goto('/search-synonyms');
  await main.getByRole('button', { name: `Delete “${word}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(`Deleted the synonym “${word}”`)).toBeVisible();
  await expect(main.getByRole('row').filter({ hasText: word })).toHaveCount(0);
  expect(await total()).toBe(0);
});
