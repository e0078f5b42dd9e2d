import { cookieStorage, readCookie } from '@abossey/sdk';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n';
import { formatNumber } from './format';
import { I18nProvider, useLanguage } from './I18nProvider';
import {
  directionOf,
  getLanguage,
  languageCodes,
  languages,
  matchLanguage,
  resolveLanguage,
} from './languages';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, serverLanguage, storeLanguage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('languages', () => {
  it('lists the five translated languages and the de, es, en-GH entries', () => {
    expect(languageCodes).toEqual(['en', 'fr', 'vi', 'cn', 'ar', 'de', 'es', 'en-GH']);
    expect(languages.filter((l) => l.translated).map((l) => l.code)).toEqual(['en', 'fr', 'vi', 'cn', 'ar']);
  });

  it('only Arabic is right-to-left', () => {
    expect(languageCodes.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
  });

  it('maps browser and stored values to supported codes', () => {
    expect(resolveLanguage('fr-FR')).toBe('fr');
    expect(resolveLanguage('zh-Hans-CN')).toBe('cn');
    expect(resolveLanguage('EN-gh')).toBe('en-GH');
    expect(resolveLanguage('"ar"')).toBe('ar');
    expect(resolveLanguage('pt-BR')).toBe('en');
    expect(matchLanguage('pt-BR')).toBeUndefined();
    expect(getLanguage('cn').locale).toBe('zh-CN');
  });
});

describe('createI18n', () => {
  it('translates in the requested language, with en as the fallback for de, es and en-GH', () => {
    expect(createI18n({ lng: 'fr', persist: false }).t('productCard.addToCart')).toBe('Ajouter au panier');
    for (const lng of ['de', 'es', 'en-GH']) {
      const i18n = createI18n({ lng, persist: false });
      expect(i18n.language).toBe(lng);
      expect(i18n.t('productCard.addToCart')).toBe('Add to cart');
    }
  });

  it('uses the language stored under i18nextLng, then falls back to en', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    expect(createI18n({ persist: false }).language).toBe('vi');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"ar"');
    expect(createI18n({ persist: false }).language).toBe('ar');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(createI18n({ persist: false }).language).toBe('en');
  });

  it('stores every language change under i18nextLng', async () => {
    const i18n = createI18n({ lng: 'en' });
    await i18n.changeLanguage('cn');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('cn');
  });

  it('keeps the choice in the storage the app passes (the apps: a cookie the server reads)', async () => {
    const storage = cookieStorage();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    const i18n = createI18n({ storage });
    expect(i18n.language).toBe('vi');
    await i18n.changeLanguage('ar');
    expect(readCookie(document.cookie, LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('starts a first visit in defaultLng (the server’s choice), after a stored one and before the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['vi-VN']);
    expect(createI18n({ persist: false }).language).toBe('vi');
    expect(createI18n({ persist: false, defaultLng: 'fr' }).language).toBe('fr');
    expect(createI18n({ persist: false, defaultLng: 'klingon' }).language).toBe('vi');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'cn');
    expect(createI18n({ persist: false, defaultLng: 'fr' }).language).toBe('cn');
  });

  it('reads the server’s language from <html data-lng>, not from the shell’s own lang', () => {
    document.documentElement.setAttribute('lang', 'en');
    expect(serverLanguage()).toBeUndefined();
    document.documentElement.setAttribute('data-lng', 'ar');
    expect(serverLanguage()).toBe('ar');
    document.documentElement.setAttribute('data-lng', '"><x');
    expect(serverLanguage()).toBeUndefined();
  });

  it('does not store when persist is false', async () => {
    const i18n = createI18n({ lng: 'en', persist: false });
    await i18n.changeLanguage('fr');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('merges an app namespace with the ui strings', () => {
    const i18n = createI18n({
      lng: 'fr',
      persist: false,
      resources: { en: { storefront: { title: 'Products' } }, fr: { storefront: { title: 'Produits' } } },
    });
    expect(i18n.t('title')).toBe('Produits');
    expect(i18n.t('productCard.addToCart', { ns: 'ui' })).toBe('Ajouter au panier');
    expect(i18n.t('storefront:title', { lng: 'de' })).toBe('Products');
  });

  it('picks plural forms per language', () => {
    const ar = createI18n({ lng: 'ar', persist: false });
    expect(ar.t('product.stock.lowStock', { count: 1 })).toBe('بقيت قطعة واحدة فقط');
    expect(ar.t('product.stock.lowStock', { count: 2 })).toBe('بقيت قطعتان فقط');
    expect(ar.t('product.stock.lowStock', { count: 3 })).toBe('بقيت 3 قطع فقط');
    const en = createI18n({ lng: 'en', persist: false });
    expect(en.t('rating.count', { count: 1, value: '1' })).toBe('1 rating');
    expect(en.t('rating.count', { count: 1200, value: '1,200' })).toBe('1,200 ratings');
  });
});

describe('storage', () => {
  it('ignores storage that throws (§8: logged and ignored)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readStoredLanguage()).toBeUndefined();
    expect(() => storeLanguage('fr')).not.toThrow();
    expect(createI18n().language).toBe('en');
    expect(warn).toHaveBeenCalled();
  });
});

describe('formatNumber', () => {
  it('uses 0 to 2 fraction digits and Latin digits in every language', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(4, 'en')).toBe('4');
    expect(formatNumber(4.5, 'fr')).toBe('4,5');
    expect(formatNumber(1234.5, 'ar')).toMatch(/^1.234.5$/);
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
  });
});

function Current() {
  const { language, dir, locale } = useLanguage();
  return <output>{`${language} ${dir} ${locale}`}</output>;
}

describe('I18nProvider', () => {
  it('shares the language and its direction, and follows changes', async () => {
    const i18n = createI18n({ lng: 'en', persist: false });
    render(
      <I18nProvider i18n={i18n}>
        <Current />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en ltr en');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('status')).toHaveTextContent('ar rtl ar');
  });

  it('creates its own instance from lng and switches when lng changes', async () => {
    const { rerender } = render(
      <I18nProvider lng="vi">
        <Current />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('vi ltr vi');
    rerender(
      <I18nProvider lng="cn">
        <Current />
      </I18nProvider>,
    );
    expect(await screen.findByText('cn ltr zh-CN')).toBeInTheDocument();
  });
});
