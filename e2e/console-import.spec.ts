/**
 * Issue 24: a market vendor moves a stock list from a spreadsheet. From the products index they open the CSV import
 * of a fresh shop, choose a 300-row file with 3 bad rows, see the three errors (§5 messages) and "297 ready, 3 with
 * errors" with the import refused, fix the file and choose it again, import it, find one imported product by its SKU
 * in the products index, and export the catalogue: the 300 rows come back.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '../packages/sdk/src/csv';
import { expect, test } from './fixtures';
import { authHeader, createShopApi, DEMO, signInApi, uniqueId, useSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';

const HEADER = 'sku,name,description,price,stock,condition,part,vehicles,part_numbers,images,warranty';
const ROWS = 300;
/** 1-based rows of the file made bad, and how. */
const BAD: Record<number, 'price' | 'name' | 'part'> = { 10: 'price', 100: 'name', 200: 'part' };

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

function stockList(tag: string, part: string, vehicle: string, image: string, withErrors: boolean): string {
  const lines = [HEADER];
  for (let i = 1; i <= ROWS; i++) {
    const bad = withErrors ? BAD[i] : undefined;
    lines.push(
      [
        `${tag}-${String(i).padStart(4, '0')}`,
        bad === 'name' ? '' : `Brake pads ${tag} no. ${i}`,
        `Ceramic pads, set of 4 (batch ${i})`,
        bad === 'price' ? 'abc' : (100 + i).toFixed(2),
        String((i % 20) + 1),
        i % 2 ? 'Brand New' : 'Used',
        bad === 'part' ? 'No Such Part' : part,
        vehicle,
        `PN-${i}`,
        image,
        i % 3 ? '6 months' : '',
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function chooseFile(page: Page, name: string, csv: string) {
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('a vendor imports a 300-row CSV, fixes its 3 bad rows, finds a product by SKU and exports it back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await signInApi(request, DEMO.vendor);
  const shop = await createShopApi(request, vendor, {
    name: `Import Shop ${uniqueId()}`,
    description: 'Stock moved from a spreadsheet',
  });
  // A part, a vehicle and an image of the demo catalogue, spelled as the file would.
  const parts = (await (await request.get('/api/parts')).json()).data as { name: string }[];
  const vehicles = (await (await request.get('/api/vehicle-makes')).json()).data as {
    name: string;
    modelName: string;
    year: number;
  }[];
  const listed = (await (await request.get('/api/products?limit=1')).json()).data as { images: string[] }[];
  const part = parts[0]?.name ?? '';
  const v = vehicles[0];
  const vehicle = `${v?.name} ${v?.modelName} ${v?.year}`;
  const image = listed[0]?.images[0] ?? '/uploads/seed/shop-1.svg';
  const tag = `E2E${uniqueId()}`.toUpperCase();

  await useSession(page, vendor);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/products?shop=${shop.id}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Import or export a CSV' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/import\\?shop=${shop.id}$`));
  await expect(main.getByRole('heading', { level: 1, name: 'Import products from CSV' })).toBeVisible();

  // The file with three bad rows: previewed, the errors shown with the §5 messages, nothing importable.
  await chooseFile(page, 'stock-list.csv', stockList(tag, part, vehicle, image, true));
  await expect(main.getByText('297 ready, 3 with errors')).toBeVisible({ timeout: 30_000 });
  const table = main.getByRole('grid', { name: 'Rows of the file' });
  await expect(table.getByText('price: Price is required!')).toBeVisible();
  await expect(table.getByText('name: Name is required!')).toBeVisible();
  await expect(table.getByText('part: Part not found: "No Such Part"')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(main.getByRole('button', { name: 'Import 300 rows' })).toBeDisabled();
  await expectNoAxeViolations(page, 'catalogue import preview');

  // Fixed in the spreadsheet and chosen again: every row ready, all new.
  await chooseFile(page, 'stock-list.csv', stockList(tag, part, vehicle, image, false));
  await expect(main.getByText('300 ready, 0 with errors')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('300 new, 0 to update, 0 unchanged')).toBeVisible();
  await main.getByRole('button', { name: 'Import 300 rows' }).click();
  await expect(main.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 60_000 });
  await expect(main.getByText('300 products created, 0 updated, 0 unchanged.')).toBeVisible();

  // One imported product, found by its SKU in the products index.
  const sku = `${tag}-0150`;
  await main.getByRole('link', { name: 'View the products' }).click();
  await expect(page).toHaveURL(new RegExp(`/products\\?shop=${shop.id}`));
  await main.getByRole('searchbox', { name: 'Search products' }).fill(sku);
  await expect(main.getByText('1 product found')).toBeVisible();
  await expect(main.getByRole('link', { name: `Brake pads ${tag} no. 150` })).toBeVisible();
  await expect(main.getByText(sku, { exact: true })).toBeVisible();

  // The export gives the 300 rows back, in the import's columns.
  await page.goto(`/products/import?shop=${shop.id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export catalogue' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`abossey-catalogue-${shop.id}.csv`);
  const exported = parseCsv(await readFile((await download.path()) ?? '', 'utf8')).records;
  expect(exported[0]?.fields.slice(0, 3)).toEqual(['sku', 'name', 'description']);
  const skus = exported.slice(1).map((r) => r.fields[0]);
  expect(skus).toHaveLength(ROWS);
  expect(skus).toContain(sku);
  const row = exported.find((r) => r.fields[0] === sku)?.fields ?? [];
  expect(row).toEqual(expect.arrayContaining([`Brake pads ${tag} no. 150`, '250.00', part, 'PN-150']));

  // And the API agrees: importing the export again changes nothing.
  const again = await request.post(`/api/business/${shop.id}/catalogue/preview`, {
    headers: authHeader(vendor),
    data: { data: { csv: await readFile((await download.path()) ?? '', 'utf8') } },
  });
  expect(((await again.json()) as { data: { counts: { unchanged: number } } }).data.counts.unchanged).toBe(
    ROWS,
  );
});
