/**
 * `/robots.txt` and `/sitemap.xml` as text, from plain data (the reads are in services/page-head-data.ts).
 *
 * The sitemap lists the indexable fixed pages (catalogue, shop list, static pages), then every active shop, then every
 * product of an active shop, each by id. Up to `pageSize` URLs (50,000, the protocol's limit) `/sitemap.xml` is that
 * list; beyond, it is a sitemap index of `/sitemap-1.xml` … `/sitemap-N.xml`, `pageSize` URLs each.
 */
import { consoleRoutes } from '@abossey/sdk';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Storefront paths that are the visitor's own or transactional: never crawled. */
const PRIVATE_STOREFRONT_PREFIXES = [
  '/shop/product/checkout',
  '/payment',
  '/wishlist',
  '/garage',
  '/address',
  '/user/',
  '/auth/',
] as const;

/**
 * The console's pages as robots.txt prefixes: each route up to its first parameter (`/orders/:id` → `/orders/`),
 * without those another prefix already covers.
 */
export function consoleDisallows(): string[] {
  const prefixes = [...new Set(consoleRoutes.map((route) => route.replace(/\/:.*$/, '/')))];
  const covers = (prefix: string, path: string) =>
    prefix !== path && (prefix.endsWith('/') ? path.startsWith(prefix) : path.startsWith(`${prefix}/`));
  return prefixes.filter((path) => !prefixes.some((other) => covers(other, path))).sort();
}

export function robotsTxt(origin: string): string {
  const disallow = ['/console/', ...consoleDisallows(), ...PRIVATE_STOREFRONT_PREFIXES];
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    // The API stays crawlable: a crawler that runs the storefront's script reads the page's data from it.
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const entryXml = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${tag}>`;

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const entry of entries) parts.push(entryXml('url', entry), '\n');
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  ];
  for (const entry of entries) parts.push(entryXml('sitemap', entry), '\n');
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

/** A range `[offset, offset + limit)` of one part of the list, or null when the page holds none of it. */
export interface PartRange {
  offset: number;
  limit: number;
}

/**
 * Which slices of the fixed pages, shops and products page `page` (from 1) holds, the list being
 * `fixed` pages, then `shops`, then `products`.
 */
export function pageRanges(
  page: number,
  pageSize: number,
  counts: { fixed: number; shops: number; products: number },
): { fixed: PartRange | null; shops: PartRange | null; products: PartRange | null } {
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const slice = (from: number, count: number): PartRange | null => {
    const a = Math.max(start, from);
    const b = Math.min(end, from + count);
    return b > a ? { offset: a - from, limit: b - a } : null;
  };
  return {
    fixed: slice(0, counts.fixed),
    shops: slice(counts.fixed, counts.shops),
    products: slice(counts.fixed + counts.shops, counts.products),
  };
}

/** How many sitemap files the list needs (at least one, even when empty). */
export const sitemapPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
