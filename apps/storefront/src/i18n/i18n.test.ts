import { describe, expect, it } from 'vitest';
import ordersFr from '../locales/orders/fr.json';
import pagesEn from '../locales/pages/en.json';
import { i18n, i18nReady, languageFromUrl, loadRouteNamespaces } from './index';
import { FIRST_PAGE_NAMESPACES, ROUTE_NAMESPACES } from './namespaces';

const folders = Object.keys(import.meta.glob('../locales/*/en.json')).map((path) => path.split('/').at(-2));

describe('storefront namespaces (issue 9: the first page carries only what it renders)', () => {
  it('lists every namespace folder once, either for the first page or for the routes', () => {
    expect([...FIRST_PAGE_NAMESPACES, ...ROUTE_NAMESPACES].sort()).toEqual(folders.sort());
  });

  it('bundles the first page namespaces in English, loads a route namespace when asked, then in a new language', async () => {
    await i18nReady;
    expect(i18n.language).toBe('en');
    for (const ns of FIRST_PAGE_NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    for (const ns of ROUTE_NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(false);

    await loadRouteNamespaces(['pages']);
    expect(i18n.t('pages:about.title')).toBe(pagesEn.about.title);
    expect(i18n.hasResourceBundle('en', 'orders')).toBe(false);

    // A namespace first asked for after a switch comes in that language; one already loaded follows the switch.
    await i18n.changeLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'pages')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'orders')).toBe(false);
    await loadRouteNamespaces(['orders']);
    expect(i18n.t('orders:list.title')).toBe(ordersFr.list.title);
    expect(ordersFr.list.title).toBe('Mes commandes');
  });

  it('finds the files of every route namespace, in English and the other languages', async () => {
    await loadRouteNamespaces(ROUTE_NAMESPACES);
    for (const ns of ROUTE_NAMESPACES) {
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
      expect(i18n.hasResourceBundle(i18n.language, ns), ns).toBe(true);
    }
    expect(i18n.language).toBe('fr');
  });
});

describe("the language a link names (?lng=, the server head's alternates)", () => {
  it('reads ?lng= and nothing else', () => {
    expect(languageFromUrl('?lng=fr')).toBe('fr');
    expect(languageFromUrl('?q=pads&lng=cn')).toBe('cn');
    expect(languageFromUrl('?q=pads')).toBeUndefined();
    expect(languageFromUrl('')).toBeUndefined();
  });
});
