#!/usr/bin/env node
/**
 * Writes `src/locales/<lang>.json`, the widgets' own small catalogues. Texts the storefront already has are copied from
 * its catalogues (ui's, and the storefront's storefront/checkout/product namespaces) so the wording matches word for word; the
 * few texts only widgets need live in OWN below. Run after changing either: `node scripts/sync-locales.mjs`.
 * `src/core/i18n.test.ts` fails when a catalogue and its source drift apart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
export const LANGS = ['en', 'fr', 'vi', 'cn', 'ar'];
/** widget key → [catalogue, key in that catalogue]; plural keys copy every `_form` present. */
export const COPIED = {
  searchLabel: ['ui', 'searchDialog.label'],
  searchPlaceholder: ['ui', 'searchDialog.placeholder'],
  shops: ['ui', 'searchDialog.shops'],
  products: ['ui', 'searchDialog.products'],
  results: ['ui', 'searchDialog.results'],
  enterKeywords: ['ui', 'searchDialog.enterKeywords'],
  notFound: ['ui', 'searchDialog.notFound'],
  noResults: ['ui', 'searchDialog.noResults'],
  failed: ['ui', 'searchDialog.failed'],
  searching: ['ui', 'searchDialog.searching'],
  resultCount: ['ui', 'searchDialog.resultCount', true],
  brandNew: ['ui', 'product.condition.brandNew'],
  used: ['ui', 'product.condition.used'],
  inStock: ['ui', 'product.stock.inStock'],
  outOfStock: ['ui', 'product.stock.outOfStock'],
  lowStock: ['ui', 'product.stock.lowStock', true],
  addToCart: ['ui', 'productCard.addToCart'],
  ratingLabel: ['ui', 'rating.label'],
  ratingCount: ['ui', 'rating.count', true],
  ratingNone: ['ui', 'rating.none'],
  quantity: ['ui', 'cartLineItem.quantity'],
  remove: ['ui', 'cartLineItem.remove'],
  removeShort: ['ui', 'chip.remove'],
  subtotal: ['ui', 'orderTotals.subtotal'],
  serviceCharge: ['ui', 'orderTotals.serviceCharge'],
  total: ['ui', 'orderTotals.total'],
  cart: ['storefront', 'cart.button'],
  cartTitle: ['checkout', 'cart.title'],
  cartEmpty: ['checkout', 'cart.emptyTitle'],
  checkout: ['checkout', 'title'],
  allInCart: ['product', 'purchase.allInCart'],
  added: ['product', 'purchase.added', true],
  items: ['ui', 'countBadge.items', true],
  fits: ['ui', 'fitBadge.fits'],
  doesNotFit: ['ui', 'fitBadge.doesNotFit'],
  fitUnknown: ['ui', 'fitBadge.unknown'],
  fitForVehicle: ['ui', 'fitBadge.forVehicle'],
};
/** Texts only the widgets have. */
export const OWN = {
  productMissing: {
    en: 'This part could not be found.',
    fr: 'Cette pièce est introuvable.',
    vi: 'Không tìm thấy phụ tùng này.',
    cn: '找不到此配件。',
    ar: 'تعذّر العثور على هذه القطعة.',
  },
  loadFailed: {
    en: 'Could not reach the marketplace. Try again later.',
    fr: 'Impossible de joindre la place de marché. Réessayez plus tard.',
    vi: 'Không thể kết nối với chợ phụ tùng. Vui lòng thử lại sau.',
    cn: '无法连接到市场。请稍后再试。',
    ar: 'تعذّر الوصول إلى السوق. حاول مرة أخرى لاحقًا.',
  },
  badAttribute: {
    en: 'This widget is set up incorrectly ({{name}}).',
    fr: 'Ce widget est mal configuré ({{name}}).',
    vi: 'Tiện ích này được thiết lập sai ({{name}}).',
    cn: '此小组件设置有误（{{name}}）。',
    ar: 'إعداد هذه الأداة غير صحيح ({{name}}).',
  },
  increase: {
    en: 'One more {{name}}',
    fr: 'Un {{name}} de plus',
    vi: 'Thêm một {{name}}',
    cn: '再加一个 {{name}}',
    ar: 'واحدة أخرى من {{name}}',
  },
  vehicleChip: {
    en: 'Parts for {{vehicle}}',
    fr: 'Pièces pour {{vehicle}}',
    vi: 'Phụ tùng cho {{vehicle}}',
    cn: '适用于 {{vehicle}} 的配件',
    ar: 'قطع غيار لـ {{vehicle}}',
  },
  clearVehicle: {
    en: 'Remove {{vehicle}} and search all vehicles',
    fr: 'Retirer {{vehicle}} et chercher pour tous les véhicules',
    vi: 'Bỏ {{vehicle}} và tìm cho mọi loại xe',
    cn: '移除 {{vehicle}}，搜索所有车辆',
    ar: 'إزالة {{vehicle}} والبحث لكل المركبات',
  },
  decrease: {
    en: 'One less {{name}}',
    fr: 'Un {{name}} de moins',
    vi: 'Bớt một {{name}}',
    cn: '减少一个 {{name}}',
    ar: 'واحدة أقل من {{name}}',
  },
};

const flat = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v, `${p}${k}.`) : [[p + k, v]]));
const sources = {
  ui: (lang) => join(root, 'packages/ui/src/locales', `${lang}.json`),
  // English ui strings the apps' first page does not render live in a second file (ui/i18n/laterStrings.ts).
  uiLater: (lang) => join(root, 'packages/ui/src/locales', lang === 'en' ? 'en.later.json' : `${lang}.json`),
  storefront: (lang) => join(root, 'apps/storefront/src/locales/storefront', `${lang}.json`),
  checkout: (lang) => join(root, 'apps/storefront/src/locales/checkout', `${lang}.json`),
  product: (lang) => join(root, 'apps/storefront/src/locales/product', `${lang}.json`),
};

/** The catalogue of one language, as the widgets use it. */
export function catalogue(lang) {
  const cats = Object.fromEntries(
    Object.entries(sources).map(([name, file]) => [
      name,
      Object.fromEntries(flat(JSON.parse(readFileSync(file(lang), 'utf8')))),
    ]),
  );
  cats.ui = { ...cats.uiLater, ...cats.ui };
  const out = {};
  for (const [key, [cat, from, plural]] of Object.entries(COPIED)) {
    if (plural) {
      for (const [k, v] of Object.entries(cats[cat]))
        if (k.startsWith(`${from}_`)) out[`${key}${k.slice(from.length)}`] = v;
    } else {
      if (typeof cats[cat][from] !== 'string') throw new Error(`${lang}: ${cat} has no ${from}`);
      out[key] = cats[cat][from];
    }
  }
  for (const [key, texts] of Object.entries(OWN)) out[key] = texts[lang];
  return out;
}

const target = (lang) => join(import.meta.dirname, '..', 'src/locales', `${lang}.json`);

if (process.argv[1] === import.meta.filename && process.argv.includes('--check')) {
  // `--check`: exit 1 when a written catalogue no longer matches its sources (run by src/core/i18n.test.ts).
  const drift = [];
  for (const lang of LANGS) {
    const written = JSON.parse(readFileSync(target(lang), 'utf8'));
    const wanted = catalogue(lang);
    for (const key of new Set([...Object.keys(written), ...Object.keys(wanted)]))
      if (written[key] !== wanted[key]) drift.push(`${lang}.${key}`);
  }
  if (drift.length) {
    console.error(
      `Widget catalogues out of date (run npm run sync-locales -w @abossey/widgets): ${drift.join(', ')}`,
    );
    process.exit(1);
  }
} else if (process.argv[1] === import.meta.filename) {
  for (const lang of LANGS) {
    // Written by this script: edit it (or ui's / the storefront's catalogues), not the JSON.
    writeFileSync(target(lang), `${JSON.stringify(catalogue(lang), null, 2)}\n`);
  }
}
