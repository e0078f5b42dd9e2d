/**
 * What a crawler or a link preview (WhatsApp, Facebook, X) reads of a storefront page: its `<head>`. Pure functions
 * from page data to head tags, and the injection into the storefront's built `index.html`; the route wiring
 * (`routes/web.ts`) looks the data up and picks the language. A later server rendering of the body keeps using them.
 *
 * - Every text goes into an attribute or `<title>` HTML-escaped; JSON-LD is JSON with `<`, `>`, `&`, U+2028 and
 *   U+2029 written as `\u…` escapes, so no value can close the `<script>` element.
 * - URLs are absolute, on `origin` (PUBLIC_URL, else the request's own origin: see `pageOrigin` in routes/web.ts).
 * - Languages are addressed with `?lng=<code>` (the storefront starts in that language); a page without it is the
 *   `x-default` and shows the visitor's language (cookie `i18nextLng`, then `Accept-Language`, then English).
 */
import { formatMoney, readCookie, type StorefrontRoute, skuFor, toCedis } from '@abossey/sdk';
import {
  type DisplaySettings,
  defaultDisplaySettings,
  LANGUAGE_TAGS as HREFLANG,
  htmlAttributes,
  setHtmlAttributes,
} from './display-settings.js';
import { fill, type HeadLanguage, type HeadStrings, headLanguages, headStrings } from './head-strings.js';

/** Open Graph locales (`og:locale`): language_TERRITORY. */
const OG_LOCALE: Record<HeadLanguage, string> = {
  en: 'en_GH',
  fr: 'fr_FR',
  vi: 'vi_VN',
  cn: 'zh_CN',
  ar: 'ar_AR',
};

const SITE_NAME = 'Abossey';
/** Longest meta description we send; search engines cut around 155–160 characters. */
const DESCRIPTION_LENGTH = 160;

export interface HeadContext {
  /** Absolute origin without a trailing slash, e.g. `https://abossey.example`. */
  origin: string;
  lng: HeadLanguage;
  /** The language came from the URL (`?lng=`): the canonical URL keeps it. */
  lngInUrl: boolean;
}

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute canonical URL; indexable pages only. */
  canonical?: string;
  /** `noindex` pages: private, transactional or error pages. */
  noindex?: boolean;
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph and Twitter `<meta>` pairs, in order (`og:*` as `property`, `twitter:*` as `name`). */
  social?: [string, string][];
  /** Each becomes one `<script type="application/ld+json">`. */
  jsonLd?: object[];
}

// ---------------------------------------------------------------------------------------------------------------
// Escaping and rendering

/** For text in an element or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside `<script>`: nothing in it can end the element or start a comment (`</script>`, `<!--`). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The head tags of a page, one per line. */
export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) lines.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { hreflang, href } of head.alternates ?? [])
    lines.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`);
  for (const [key, content] of head.social ?? []) {
    const attribute = key.startsWith('twitter:') ? 'name' : 'property';
    lines.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`);
  }
  for (const data of head.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return lines.join('\n    ');
}

/**
 * The built `index.html` with the page's head: the page's tags where the shell's `<title>` was (early, before the
 * build's script and preload tags: some previews read only the start of a page), the shell's description removed, and
 * `<html>` given the head's language and the visitor's display settings (`htmlAttributes`: `lang`, `dir`, `data-lng`,
 * the theme's data attributes). Without a `<title>`, the tags go before `</head>`, else after the doctype.
 */
export function injectHead(
  html: string,
  head: PageHead,
  lng: HeadLanguage,
  settings: Readonly<DisplaySettings> = defaultDisplaySettings,
): string {
  const tags = renderHead(head);
  let out = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(out)) out = out.replace(title, () => tags);
  else if (/<\/head>/i.test(out)) out = out.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  else {
    const doctype = /^\s*<!doctype[^>]*>/i.exec(out)?.[0] ?? '';
    out = `${doctype}${tags}\n${out.slice(doctype.length)}`;
  }
  return setHtmlAttributes(out, htmlAttributes(lng, settings));
}

// ---------------------------------------------------------------------------------------------------------------
// Language

const isHeadLanguage = (value: string): value is HeadLanguage =>
  (headLanguages as readonly string[]).includes(value);

/** An app language code from what a URL, cookie or header holds: `fr`, `fr-FR`, `zh-CN`, `zh-Hans`, `cn`. */
function matchHeadLanguage(value: string | null | undefined): HeadLanguage | undefined {
  if (!value) return undefined;
  const base = value.trim().replace(/^"|"$/g, '').toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'zh') return 'cn';
  return isHeadLanguage(base) ? base : undefined;
}

/** `Accept-Language: vi;q=0.8, fr-FR, en;q=0.5` → `fr`: the most wanted language we translate. */
export function acceptedLanguage(header: string | undefined): HeadLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchHeadLanguage(tag);
    if (match) return match;
  }
  return undefined;
}

/** The head's language: `?lng=`, then the `i18nextLng` cookie, then `Accept-Language`, then English. */
export function pickLanguage(input: { query?: string | null; cookie?: string; acceptLanguage?: string }): {
  lng: HeadLanguage;
  lngInUrl: boolean;
} {
  const fromUrl = matchHeadLanguage(input.query);
  if (fromUrl) return { lng: fromUrl, lngInUrl: true };
  const lng =
    matchHeadLanguage(readCookie(input.cookie, 'i18nextLng')) ??
    acceptedLanguage(input.acceptLanguage) ??
    'en';
  return { lng, lngInUrl: false };
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

/** Plain text of a vendor's description (Markdown or HTML marks removed, whitespace collapsed), cut at a word. */
export function plainSummary(text: string, max = DESCRIPTION_LENGTH): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\s)[#>*-]+\s/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, '')}…`;
}

/** A media path (`/uploads/…`) on `origin`; absolute URLs stay; anything else is dropped. */
function absoluteUrl(origin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/') && !path.startsWith('//')) return `${origin}${path}`;
  return undefined;
}

/**
 * The first image a link preview can show: WhatsApp, Facebook and X take JPEG, PNG, GIF or WebP, not SVG (the demo
 * catalogue's drawings are SVG; vendors' uploads never are). schema.org's `image` keeps every image.
 */
function previewImage(urls: readonly string[]): string | undefined {
  return urls.find((url) => !/\.svgz?(\?|#|$)/i.test(url));
}

/** Pesewas as schema.org wants a price: a decimal string with two places (`123450` → `1234.50`). */
export function priceDecimal(pesewas: number): string {
  const whole = Math.trunc(pesewas / 100);
  return `${whole}.${String(Math.abs(pesewas) % 100).padStart(2, '0')}`;
}

const titled = (strings: HeadStrings, title: string) => `${title} | ${strings.titleSuffix}`;

/** Canonical URL (keeps `?lng=` only when the language came from the URL) and the alternates of every language. */
function addresses(path: string, ctx: HeadContext): Pick<PageHead, 'canonical' | 'alternates'> {
  const base = `${ctx.origin}${path}`;
  const withLng = (lng: HeadLanguage) => `${base}?lng=${lng}`;
  return {
    canonical: ctx.lngInUrl ? withLng(ctx.lng) : base,
    alternates: [
      ...headLanguages.map((lng) => ({ hreflang: HREFLANG[lng], href: withLng(lng) })),
      { hreflang: 'x-default', href: base },
    ],
  };
}

function breadcrumbs(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

/** What the product page's head needs (one query: `services/page-head-data.ts`). */
export interface ProductHeadData {
  id: number;
  name: string;
  description: string;
  pricePesewas: number;
  stock: number;
  images: string[];
  partName: string;
  partCategory: string;
  /** The maker's numbers as written; the first is the JSON-LD `mpn`. */
  partNumbers: string[];
  /** The shop's own SKU (issue 24); without one the JSON-LD `sku` is `PROD-{id}`. */
  sku?: string | null;
  productState: string | null;
  businessId: number;
  businessName: string;
  /**
   * False for a product of an inactive or pending shop, or one its shop archived (issue 24): still shown (old order
   * links), never indexed.
   */
  shopActive: boolean;
  /** Average rating (one decimal) and number of reviews; 0 reviews: no AggregateRating. */
  rating: number | null;
  ratings: number;
}

export function productHead(product: ProductHeadData, ctx: HeadContext): PageHead {
  const strings = headStrings[ctx.lng];
  const path = `/shop/product/${product.id}`;
  const { canonical, alternates } = addresses(path, ctx);
  const price = formatMoney(toCedis(product.pricePesewas));
  const inStock = product.stock > 0;
  const summary = fill(strings.productSummary, {
    price,
    availability: inStock ? strings.inStock : strings.outOfStock,
    shop: product.businessName,
  });
  // The vendor's own words in the room the summary leaves (none when a long shop name takes it all).
  const room = DESCRIPTION_LENGTH - summary.length - 2;
  const own = room >= 20 ? plainSummary(product.description, room) : '';
  const description = own ? `${summary}. ${own}` : summary;
  const images = product.images.map((image) => absoluteUrl(ctx.origin, image)).filter(Boolean) as string[];
  const preview = previewImage(images);
  const shopUrl = `${ctx.origin}/shop/${product.businessId}`;
  const socialTitle = `${product.name} — ${price}`;

  const social: [string, string][] = [
    ['og:type', 'product'],
    ['og:site_name', SITE_NAME],
    ['og:locale', OG_LOCALE[ctx.lng]],
    ['og:title', socialTitle],
    ['og:description', description],
    ['og:url', canonical as string],
  ];
  if (preview) social.push(['og:image', preview], ['og:image:alt', product.name]);
  social.push(
    ['product:price:amount', priceDecimal(product.pricePesewas)],
    ['product:price:currency', 'GHS'],
    ['twitter:card', preview ? 'summary_large_image' : 'summary'],
    ['twitter:title', socialTitle],
    ['twitter:description', description],
  );
  if (preview) social.push(['twitter:image', preview]);

  const condition =
    product.productState === 'Brand New'
      ? 'https://schema.org/NewCondition'
      : product.productState === 'Used'
        ? 'https://schema.org/UsedCondition'
        : undefined;
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainSummary(product.description, 5000) || summary,
    sku: product.sku ?? skuFor(product.id),
    ...(product.partNumbers[0] ? { mpn: product.partNumbers[0] } : {}),
    category: product.partCategory,
    url: canonical,
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: 'GHS',
      price: priceDecimal(product.pricePesewas),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(condition ? { itemCondition: condition } : {}),
      seller: { '@type': 'AutoPartsStore', name: product.businessName, url: shopUrl },
    },
  };
  if (product.ratings > 0 && product.rating !== null) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.ratings,
      bestRating: 5,
      worstRating: 1,
    };
  }

  return {
    title: titled(strings, product.name),
    description,
    ...(product.shopActive ? { canonical, alternates } : { noindex: true }),
    social,
    jsonLd: [
      productLd,
      breadcrumbs([
        { name: strings.catalogueTitle, url: `${ctx.origin}/shop/all-products` },
        { name: product.businessName, url: shopUrl },
        { name: product.name, url: canonical as string },
      ]),
    ],
  };
}

/** What the shop page's head needs (active shops only: others answer 404). */
export interface ShopHeadData {
  id: number;
  name: string;
  description: string;
  address: string;
  country: string;
  phone: string;
  imageUrl: string | null;
}

export function shopHead(shop: ShopHeadData, ctx: HeadContext): PageHead {
  const strings = headStrings[ctx.lng];
  const path = `/shop/${shop.id}`;
  const { canonical, alternates } = addresses(path, ctx);
  const description =
    plainSummary(shop.description) ||
    plainSummary(
      fill(strings.shopFallbackDescription, { shop: shop.name, address: shop.address || shop.country }),
    );
  const image = absoluteUrl(ctx.origin, shop.imageUrl);
  const preview = previewImage(image ? [image] : []);
  const social: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:locale', OG_LOCALE[ctx.lng]],
    ['og:title', shop.name],
    ['og:description', description],
    ['og:url', canonical as string],
  ];
  if (preview) social.push(['og:image', preview], ['og:image:alt', shop.name]);
  social.push(
    ['twitter:card', preview ? 'summary_large_image' : 'summary'],
    ['twitter:title', shop.name],
    ['twitter:description', description],
  );
  if (preview) social.push(['twitter:image', preview]);

  const store: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    name: shop.name,
    url: canonical,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(shop.phone.trim() ? { telephone: shop.phone.trim() } : {}),
  };
  if (shop.address.trim()) {
    store.address = {
      '@type': 'PostalAddress',
      streetAddress: shop.address.trim(),
      addressCountry: /^ghana$/i.test(shop.country.trim()) ? 'GH' : shop.country.trim(),
    };
  }
  return {
    title: titled(strings, shop.name),
    description,
    canonical,
    alternates,
    social,
    jsonLd: [
      store,
      breadcrumbs([
        { name: strings.shopsTitle, url: `${ctx.origin}/shop` },
        { name: shop.name, url: canonical as string },
      ]),
    ],
  };
}

/** Pages crawlers should index besides products and shops; their canonical URL is the path alone. */
const indexablePages = {
  '/shop/all-products': (s: HeadStrings) => ({
    title: s.catalogueTitle,
    description: s.catalogueDescription,
  }),
  '/shop': (s: HeadStrings) => ({ title: s.shopsTitle, description: s.shopsDescription }),
  '/about-us': (s: HeadStrings) => ({ title: s.aboutTitle, description: s.siteDescription }),
  '/privacy-policy': (s: HeadStrings) => ({ title: s.privacyTitle, description: s.siteDescription }),
  '/terms-and-conditions': (s: HeadStrings) => ({ title: s.termsTitle, description: s.siteDescription }),
} satisfies Partial<Record<StorefrontRoute, (s: HeadStrings) => { title: string; description: string }>>;

/** The paths of `indexablePages`, for the sitemap. */
export const INDEXABLE_PAGE_PATHS = Object.keys(indexablePages) as (keyof typeof indexablePages)[];

/** Pages that are the visitor's own (cart, account, sign-in) or errors: a title, and `noindex`. */
const privateTitles: Partial<Record<StorefrontRoute, keyof HeadStrings>> = {
  '/home': 'homeTitle',
  '/wishlist': 'wishlistTitle',
  '/garage': 'garageTitle',
  '/shop/product/checkout': 'cartTitle',
  '/payment': 'paymentTitle',
  '/address': 'addressesTitle',
  '/user/orders': 'ordersTitle',
  '/user/orders/:id': 'orderTitle',
  '/auth/sign-in': 'signInTitle',
  '/auth/sign-up': 'signUpTitle',
  '/auth/forgot-password': 'forgotPasswordTitle',
  '/auth/reset-password': 'resetPasswordTitle',
  '/auth/confirm': 'confirmTitle',
  '/auth/confirm-email': 'confirmEmailTitle',
  '/auth/report-email-change': 'reportEmailChangeTitle',
  '/403': 'forbiddenTitle',
  '/404': 'notFoundTitle',
  '/500': 'serverErrorTitle',
};

/**
 * The head of a page that is neither a product nor a shop: the catalogue and the shop list (canonical: the list
 * itself, whatever its filters, search, sort and page — products are found through the sitemap, and filtered lists
 * are not landing pages of their own), the static pages, private pages and the 404 page (`route` null).
 */
export function pageHead(route: StorefrontRoute | null, ctx: HeadContext): PageHead {
  const strings = headStrings[ctx.lng];
  if (route && route in indexablePages) {
    const path = route as keyof typeof indexablePages;
    const { title, description } = indexablePages[path](strings);
    const { canonical, alternates } = addresses(path, ctx);
    return {
      title: titled(strings, title),
      description,
      canonical,
      alternates,
      social: [
        ['og:type', 'website'],
        ['og:site_name', SITE_NAME],
        ['og:locale', OG_LOCALE[ctx.lng]],
        ['og:title', title],
        ['og:description', description],
        ['og:url', canonical as string],
        ['twitter:card', 'summary'],
        ['twitter:title', title],
        ['twitter:description', description],
      ],
    };
  }
  const key = route ? privateTitles[route] : 'notFoundTitle';
  return {
    title: key ? titled(strings, strings[key]) : strings.siteTitle,
    description: strings.siteDescription,
    noindex: true,
  };
}
