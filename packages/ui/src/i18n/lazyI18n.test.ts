import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyI18n, type LoadableLanguage } from './lazyI18n';
import { translateMessage } from './messages';
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

  it('translates messages in English without an English catalogue, and in French once loaded', async () => {
    const { i18n, ready } = createLazyI18n({ lng: 'en', persist: false, loadLanguage: loader() });
    await ready;
    expect(i18n.getResourceBundle('en', 'messages') ?? {}).toEqual({});
    expect(translateMessage(i18n, 'Server error: {{status}}', { status: 502 })).toBe('Server error: 502');
    expect(translateMessage(i18n, 'Server error: 503')).toBe('Server error: 503');
    await i18n.changeLanguage('fr');
    expect(translateMessage(i18n, 'Something went wrong!')).toBe('Une erreur s’est produite\u00a0!');
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

  describe('lazy namespaces', () => {
    const about = { en: 'About', fr: 'À propos', vi: 'Giới thiệu', cn: '关于', ar: 'من نحن' } as const;
    const setup = (lng: string) => {
      const loadNamespace = vi.fn(async (language: keyof typeof about, ns: string) => ({
        [ns]: about[language],
      }));
      const loadLanguage = loader();
      const { i18n, ready } = createLazyI18n({
        lng,
        persist: false,
        english: { shop: shop('Shop') },
        loadLanguage,
        lazyNamespaces: ['about'],
        loadNamespace,
      });
      return { i18n, ready, loadNamespace, loadLanguage };
    };

    it('loads nothing of a lazy namespace at start, then the current language and English when a screen asks', async () => {
      const { i18n, ready, loadNamespace } = setup('fr');
      await ready;
      expect(loadNamespace).not.toHaveBeenCalled();
      expect(i18n.hasResourceBundle('en', 'about')).toBe(false);
      await i18n.loadNamespaces('about');
      expect(i18n.t('about:about')).toBe('À propos');
      expect(loadNamespace.mock.calls.map(([lng]) => lng).sort()).toEqual(['en', 'fr']);
      expect(i18n.hasResourceBundle('en', 'about')).toBe(true);
    });

    it('a namespace already loaded follows a language change; one first asked for after it comes in that language', async () => {
      const { i18n, loadNamespace } = setup('en');
      await i18n.loadNamespaces('about');
      expect(i18n.t('about:about')).toBe('About');
      await i18n.changeLanguage('vi');
      expect(i18n.t('about:about')).toBe('Giới thiệu');
      expect(loadNamespace).toHaveBeenCalledWith('vi', 'about');

      const later = setup('en');
      await later.i18n.changeLanguage('ar');
      expect(later.loadNamespace).not.toHaveBeenCalled();
      await later.i18n.loadNamespaces('about');
      expect(later.i18n.t('about:about')).toBe('من نحن');
    });

    it('is English in the languages listed but not translated', async () => {
      const { i18n, loadNamespace } = setup('de');
      await i18n.loadNamespaces('about');
      expect(i18n.t('about:about')).toBe('About');
      expect(loadNamespace).toHaveBeenCalledTimes(1);
      expect(loadNamespace).toHaveBeenCalledWith('en', 'about');
    });

    it('is not part of a language download', async () => {
      const { i18n, loadLanguage } = setup('en');
      await i18n.changeLanguage('cn');
      expect(loadLanguage).toHaveBeenCalledWith('cn');
      expect(i18n.hasResourceBundle('cn', 'about')).toBe(false);
    });
  });
});
