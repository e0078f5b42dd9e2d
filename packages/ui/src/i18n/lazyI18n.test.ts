import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyI18n, type LoadableLanguage } from './lazyI18n';
import { LANGUAGE_STORAGE_KEY } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const shop = (text: string) => ({ title: text });
const loader = () =>
  vi.fn(async (lng: LoadableLanguage) => ({
    shop: shop({ fr: 'Boutique', vi: 'Cửa hàng', cn: '商店', ar: 'متجر' }[lng]),
  }));

describe('createLazyI18n', () => {
  it('has English at once, with the app namespaces, and loads nothing else', async () => {
    const loadLanguage = loader();
    const { i18n, ready } = createLazyI18n({
      lng: 'en',
      persist: false,
      english: { shop: shop('Shop') },
      loadLanguage,
    });
    expect(i18n.t('shop:title')).toBe('Shop');
    expect(i18n.t('productCard.addToCart', { ns: 'ui' })).toBe('Add to cart');
    await ready;
    expect(loadLanguage).not.toHaveBeenCalled();
  });

  it('fetches a language the first time it is chosen: ui strings, messages and the app namespaces', async () => {
    const loadLanguage = loader();
    const { i18n } = createLazyI18n({
      lng: 'en',
      persist: false,
      english: { shop: shop('Shop') },
      loadLanguage,
    });
    // Before the switch, the French strings are not there.
    expect(i18n.hasResourceBundle('fr', 'ui')).toBe(false);
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('shop:title')).toBe('Boutique');
    expect(i18n.t('productCard.addToCart', { ns: 'ui' })).toBe('Ajouter au panier');
    expect(i18n.t('Something went wrong!', { ns: 'messages', keySeparator: false, nsSeparator: false })).toBe(
      'Une erreur s’est produite\u00a0!',
    );
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('fr');
    expect(loadLanguage).toHaveBeenCalledTimes(1);
    expect(loadLanguage).toHaveBeenCalledWith('fr');
  });

  it('starts in the stored language once ready, right-to-left for Arabic', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const { i18n, ready } = createLazyI18n({ english: { shop: shop('Shop') }, loadLanguage: loader() });
    await ready;
    expect(i18n.language).toBe('ar');
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.t('shop:title')).toBe('متجر');
  });

  it('shows English for the languages listed but not translated, without a download', async () => {
    const loadLanguage = loader();
    const { i18n } = createLazyI18n({
      lng: 'en',
      persist: false,
      english: { shop: shop('Shop') },
      loadLanguage,
    });
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('shop:title')).toBe('Shop');
    expect(loadLanguage).not.toHaveBeenCalled();
  });

  it('keeps English text when a download fails, and fetches it again when the resources are reloaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let fail = true;
      const loadLanguage = vi.fn(async () => {
        if (fail) throw new Error('offline');
        return { shop: shop('Cửa hàng') };
      });
      const { i18n } = createLazyI18n({
        lng: 'en',
        persist: false,
        english: { shop: shop('Shop') },
        loadLanguage,
      });
      const switching = i18n.changeLanguage('vi');
      // i18next retries a failed read a few times before giving up.
      await vi.runAllTimersAsync();
      await switching;
      expect(i18n.t('shop:title')).toBe('Shop');
      fail = false;
      await i18n.changeLanguage('en');
      await i18n.reloadResources(['vi']);
      await i18n.changeLanguage('vi');
      expect(i18n.t('shop:title')).toBe('Cửa hàng');
    } finally {
      vi.useRealTimers();
    }
  });
});
