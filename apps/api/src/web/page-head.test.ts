import { formatMoney, readCookie } from '@abossey/sdk';
import { describe, expect, it } from 'vitest';
import { defaultDisplaySettings } from './display-settings.js';
import { headLanguages, headStrings } from './head-strings.js';
import {
  acceptedLanguage,
  type HeadContext,
  injectHead,
  jsonForScript,
  type ProductHeadData,
  pageHead,
  pickLanguage,
  plainSummary,
  priceDecimal,
  productHead,
  renderHead,
  shopHead,
} from './page-head.js';
import { consoleDisallows, pageRanges, robotsTxt, sitemapPages, urlsetXml } from './sitemap.js';

const ctx: HeadContext = { origin: 'https://abossey.example', lng: 'en', lngInUrl: false };

const product: ProductHeadData = {
  id: 42,
  name: 'Brake Pads (front) for Toyota Corolla',
  description: '**Ceramic** pads, [fits](https://x.example) 2009–2013.\n\n- quiet\n- low dust',
  pricePesewas: 123450,
  stock: 3,
  images: [
    '/uploads/seed/pads.svg',
    '/uploads/2026/0123456789abcdef0123456789abcdef.png',
    'https://cdn.example/pads-2.png',
  ],
  partName: 'Brake pads',
  partCategory: 'Brakes',
  partNumbers: ['04465-02220', '0446502220X'],
  productState: 'Brand New',
  businessId: 7,
  businessName: 'Kwame Auto Parts',
  shopActive: true,
  rating: 4.5,
  ratings: 2,
};

/** The JSON-LD blocks of rendered head tags, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );
const metaOf = (html: string, key: string) =>
  new RegExp(
    `<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(html)?.[1];

describe('product head', () => {
  const html = renderHead(productHead(product, ctx));

  it('has the title, a description with the GH₵ price and shop, and an absolute canonical', () => {
    expect(html).toContain('<title>Brake Pads (front) for Toyota Corolla | Abossey</title>');
    expect(formatMoney(1234.5)).toBe('GH₵ 1,234.50');
    expect(html).toMatch(
      /<meta name="description" content="GH₵ 1,234.50 · In stock · sold by Kwame Auto Parts\. Ceramic pads, fits 2009–2013\. quiet low dust" \/>/,
    );
    expect(html).toContain('<link rel="canonical" href="https://abossey.example/shop/product/42" />');
    expect(html).not.toContain('noindex');
  });

  it('has Open Graph and Twitter cards with the first image previews can show as an absolute URL', () => {
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe('Brake Pads (front) for Toyota Corolla — GH₵ 1,234.50');
    // The SVG drawing comes first, but previews do not show SVG: the first upload is the card's image.
    expect(metaOf(html, 'og:image')).toBe(
      'https://abossey.example/uploads/2026/0123456789abcdef0123456789abcdef.png',
    );
    expect(metaOf(html, 'og:url')).toBe('https://abossey.example/shop/product/42');
    expect(metaOf(html, 'product:price:amount')).toBe('1234.50');
    expect(metaOf(html, 'product:price:currency')).toBe('GHS');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(
      'https://abossey.example/uploads/2026/0123456789abcdef0123456789abcdef.png',
    );
  });

  it('links the five languages and x-default with ?lng=', () => {
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(alternates).toEqual([
      ['en', 'https://abossey.example/shop/product/42?lng=en'],
      ['fr', 'https://abossey.example/shop/product/42?lng=fr'],
      ['vi', 'https://abossey.example/shop/product/42?lng=vi'],
      ['zh-CN', 'https://abossey.example/shop/product/42?lng=cn'],
      ['ar', 'https://abossey.example/shop/product/42?lng=ar'],
      ['x-default', 'https://abossey.example/shop/product/42'],
    ]);
    const french = renderHead(productHead(product, { ...ctx, lng: 'fr', lngInUrl: true }));
    expect(french).toContain(
      '<link rel="canonical" href="https://abossey.example/shop/product/42?lng=fr" />',
    );
    expect(french).toContain('En stock · vendu par Kwame Auto Parts');
  });

  it('has Product + Offer + AggregateRating and a BreadcrumbList in JSON-LD', () => {
    const [ld, crumbs] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'PROD-42',
      mpn: '04465-02220',
      image: [
        'https://abossey.example/uploads/seed/pads.svg',
        'https://abossey.example/uploads/2026/0123456789abcdef0123456789abcdef.png',
        'https://cdn.example/pads-2.png',
      ],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'GHS',
        price: '1234.50',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { name: 'Kwame Auto Parts', url: 'https://abossey.example/shop/7' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://abossey.example/shop/all-products' },
        { position: 2, name: 'Kwame Auto Parts', item: 'https://abossey.example/shop/7' },
        { position: 3, name: product.name, item: 'https://abossey.example/shop/product/42' },
      ],
    });
  });

  it('says out of stock, leaves out a rating without reviews, and marks a hidden shop’s product noindex', () => {
    const sold = renderHead(
      productHead({ ...product, stock: 0, ratings: 0, rating: null, shopActive: false, images: [] }, ctx),
    );
    const [ld] = jsonLdOf(sold);
    expect(ld).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
    expect(sold).toContain('<meta name="robots" content="noindex" />');
    expect(sold).not.toContain('rel="canonical"');
    expect(metaOf(sold, 'twitter:card')).toBe('summary');
  });
});

describe('escaping', () => {
  const evil = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
  const html = renderHead(
    productHead(
      { ...product, name: evil, description: evil, businessName: evil, images: [`/u/${evil}`] },
      ctx,
    ),
  );

  it('never lets a name close the script element or an attribute', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><');
    // Only our own script elements: one opening and one closing tag per JSON-LD block.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('keeps the text intact for whoever parses it', () => {
    const [ld] = jsonLdOf(html);
    expect(ld?.name).toBe(evil);
    expect(html).toContain(`<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;`);
    expect(jsonForScript({ a: '</script>\u2028&' })).toBe('{"a":"\\u003c/script\\u003e\\u2028\\u0026"}');
  });

  it('does not treat $ patterns in a name as replacement patterns when injected', () => {
    const head = productHead({ ...product, name: "$& $' $`" }, ctx);
    const page = injectHead(
      '<!doctype html><html lang="en"><head><title>x</title></head><body></body></html>',
      head,
      'en',
    );
    expect(page).toContain('<title>$&#38; $&#39; $` | Abossey</title>');
  });
});

describe('shop head', () => {
  const shop = {
    id: 7,
    name: 'Kwame Auto Parts',
    description: '',
    address: 'Abossey Okai, Accra',
    country: 'Ghana',
    phone: '+233 24 000 0000',
    imageUrl: '/uploads/2026/0123456789abcdef0123456789abcdef.webp',
  };

  it('is an AutoPartsStore with telephone and address, and has the logo in its cards', () => {
    const html = renderHead(shopHead(shop, ctx));
    expect(html).toContain('<title>Kwame Auto Parts | Abossey</title>');
    expect(metaOf(html, 'og:image')).toBe(
      'https://abossey.example/uploads/2026/0123456789abcdef0123456789abcdef.webp',
    );
    const drawn = renderHead(shopHead({ ...shop, imageUrl: '/uploads/seed/shops/kwame.svg' }, ctx));
    expect(metaOf(drawn, 'og:image')).toBeUndefined();
    expect(jsonLdOf(drawn)[0]?.image).toBe('https://abossey.example/uploads/seed/shops/kwame.svg');
    expect(metaOf(html, 'description')).toBe(
      'Kwame Auto Parts: vehicle spare parts at Abossey Okai, Accra, on Abossey.',
    );
    const [store, crumbs] = jsonLdOf(html);
    expect(store).toMatchObject({
      '@type': 'AutoPartsStore',
      name: 'Kwame Auto Parts',
      telephone: '+233 24 000 0000',
      url: 'https://abossey.example/shop/7',
      address: { '@type': 'PostalAddress', streetAddress: 'Abossey Okai, Accra', addressCountry: 'GH' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('leaves out what the shop does not have', () => {
    const [store] = jsonLdOf(renderHead(shopHead({ ...shop, phone: ' ', address: '', imageUrl: null }, ctx)));
    expect(store).not.toHaveProperty('telephone');
    expect(store).not.toHaveProperty('address');
    expect(store).not.toHaveProperty('image');
  });
});

describe('other pages', () => {
  it('gives lists the list itself as canonical and private pages noindex', () => {
    const catalogue = renderHead(pageHead('/shop/all-products', ctx));
    expect(catalogue).toContain('<title>All spare parts | Abossey</title>');
    expect(catalogue).toContain('<link rel="canonical" href="https://abossey.example/shop/all-products" />');
    const cart = renderHead(pageHead('/shop/product/checkout', ctx));
    expect(cart).toContain('<title>Cart and checkout | Abossey</title>');
    expect(cart).toContain('noindex');
    expect(cart).not.toContain('canonical');
    expect(renderHead(pageHead(null, { ...ctx, lng: 'ar' }))).toContain(
      '<title>الصفحة غير موجودة | Abossey</title>',
    );
  });

  it('has every string in all five languages, none empty', () => {
    const keys = Object.keys(headStrings.en).sort();
    for (const lng of headLanguages) {
      expect(Object.keys(headStrings[lng]).sort(), lng).toEqual(keys);
      for (const [key, value] of Object.entries(headStrings[lng]))
        expect(value.trim(), `${lng}.${key}`).not.toBe('');
    }
  });
});

describe('injectHead', () => {
  const shell =
    '<!doctype html>\n<html lang="en" dir="ltr" data-app="storefront">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="old" />\n    <title>old</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';

  it('replaces the shell’s title and description and sets the language and direction', () => {
    const page = injectHead(shell, pageHead('/shop', { ...ctx, lng: 'ar' }), 'ar');
    expect(page).toMatch(
      /^<!doctype html>\n<html lang="ar" dir="rtl" data-lng="ar" [^>]* data-app="storefront">/,
    );
    expect(page.match(/\slang=/g)).toHaveLength(1);
    expect(page).not.toContain('<title>old</title>');
    expect(page).not.toContain('content="old"');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>متاجر قطع الغيار | Abossey</title>');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain('<body><div id="root"></div></body>');
  });

  it('writes the display settings onto <html>, Arabic right-to-left whatever the direction setting', () => {
    const dark = {
      ...defaultDisplaySettings,
      colorScheme: 'dark',
      contrast: 'high',
      compactLayout: false,
    } as const;
    expect(injectHead(shell, pageHead('/shop', ctx), 'en', dark)).toContain(
      '<html lang="en" dir="ltr" data-lng="en" data-color-scheme="dark" data-contrast="high" data-primary="blue" data-density="comfortable" data-compact="false" data-app="storefront">',
    );
    const rtl = { ...defaultDisplaySettings, direction: 'rtl' } as const;
    expect(injectHead(shell, pageHead('/shop', ctx), 'fr', rtl)).toContain(
      '<html lang="fr" dir="rtl" data-lng="fr"',
    );
    expect(injectHead(shell, pageHead('/shop', ctx), 'ar', defaultDisplaySettings)).toContain(
      '<html lang="ar" dir="rtl"',
    );
  });

  it('puts the tags where the shell’s title was, before the build’s scripts', () => {
    const built = shell.replace(
      '<title>old</title>',
      '<title>old</title>\n    <script type="module" src="/assets/index.js"></script>',
    );
    const page = injectHead(built, pageHead('/shop', ctx), 'en');
    expect(page.indexOf('rel="canonical"')).toBeLessThan(page.indexOf('<script type="module"'));
  });

  it('puts the tags before </head>, or after the doctype of a file without a head', () => {
    const noTitle = injectHead(
      '<html><head><meta charset="UTF-8" /></head></html>',
      pageHead('/shop', ctx),
      'en',
    );
    expect(noTitle).toMatch(
      /<meta charset="UTF-8" \/>\s*<title>Spare-parts shops \| Abossey<\/title>[\s\S]*<\/head>/,
    );
    const page = injectHead('<!doctype html><p>hi</p>', pageHead('/shop', ctx), 'en');
    expect(page.startsWith('<!doctype html><title>Spare-parts shops | Abossey</title>')).toBe(true);
  });
});

describe('language', () => {
  it('takes ?lng=, then the i18nextLng cookie, then Accept-Language, then English', () => {
    expect(pickLanguage({ query: 'fr', cookie: 'i18nextLng=vi', acceptLanguage: 'ar' })).toEqual({
      lng: 'fr',
      lngInUrl: true,
    });
    expect(pickLanguage({ query: 'xx', cookie: 'a=1; i18nextLng=vi', acceptLanguage: 'ar' })).toEqual({
      lng: 'vi',
      lngInUrl: false,
    });
    expect(pickLanguage({ acceptLanguage: 'de-DE, zh-Hans-CN;q=0.9, fr;q=0.8' })).toEqual({
      lng: 'cn',
      lngInUrl: false,
    });
    expect(pickLanguage({ acceptLanguage: 'de, es' })).toEqual({ lng: 'en', lngInUrl: false });
    expect(pickLanguage({})).toEqual({ lng: 'en', lngInUrl: false });
  });

  it('ranks Accept-Language by q, ignoring q=0', () => {
    expect(acceptedLanguage('vi;q=0.5, ar;q=0.9')).toBe('ar');
    expect(acceptedLanguage('fr;q=0, vi;q=0.1')).toBe('vi');
    expect(acceptedLanguage('*')).toBeUndefined();
    expect(readCookie('x=1; i18nextLng=%22ar%22', 'i18nextLng')).toBe('"ar"');
    expect(pickLanguage({ cookie: 'i18nextLng=%22ar%22' }).lng).toBe('ar');
  });
});

describe('text helpers', () => {
  it('cuts a description at a word with an ellipsis', () => {
    const long = 'word '.repeat(60);
    const cut = plainSummary(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
    expect(plainSummary('<p>Hello <b>there</b></p>')).toBe('Hello there');
  });

  it('leaves the vendor’s words out of a product description the summary fills', () => {
    const long = productHead({ ...product, businessName: 'S'.repeat(150) }, ctx);
    expect(long.description).toBe(`GH₵ 1,234.50 · In stock · sold by ${'S'.repeat(150)}`);
  });

  it('writes prices as decimal strings', () => {
    expect(priceDecimal(123450)).toBe('1234.50');
    expect(priceDecimal(5)).toBe('0.05');
    expect(priceDecimal(100)).toBe('1.00');
  });
});

describe('robots.txt and sitemap text', () => {
  it('disallows the console, the cart, checkout, payment, account and auth paths, and names the sitemap', () => {
    const robots = robotsTxt('https://abossey.example');
    for (const path of [
      '/console/',
      '/dashboard',
      '/admin-dashboard',
      '/orders',
      '/shop/orders',
      '/product/',
      '/shop-edit/',
      '/shop/product/checkout',
      '/payment',
      '/user/',
      '/auth/',
      '/wishlist',
    ])
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/shop\/?\n/);
    expect(robots).not.toContain('Disallow: /api');
    expect(robots).toContain('Sitemap: https://abossey.example/sitemap.xml');
    expect(consoleDisallows()).not.toContain('/orders/');
    expect(consoleDisallows()).not.toContain('/product/new');
  });

  it('splits fixed pages, shops and products over pages', () => {
    const counts = { fixed: 5, shops: 4, products: 20 };
    expect(sitemapPages(29, 10)).toBe(3);
    expect(sitemapPages(0, 10)).toBe(1);
    expect(pageRanges(1, 10, counts)).toEqual({
      fixed: { offset: 0, limit: 5 },
      shops: { offset: 0, limit: 4 },
      products: { offset: 0, limit: 1 },
    });
    expect(pageRanges(2, 10, counts)).toEqual({
      fixed: null,
      shops: null,
      products: { offset: 1, limit: 10 },
    });
    expect(pageRanges(3, 10, counts)).toEqual({
      fixed: null,
      shops: null,
      products: { offset: 11, limit: 9 },
    });
    expect(pageRanges(4, 10, counts)).toEqual({ fixed: null, shops: null, products: null });
  });

  it('escapes URLs in XML', () => {
    const xml = urlsetXml([
      { loc: 'https://a.example/?a=1&b=<2>', lastmod: new Date('2026-11-28T10:00:00Z') },
    ]);
    expect(xml).toContain(
      '<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-28T10:00:00.000Z</lastmod>',
    );
  });
});
