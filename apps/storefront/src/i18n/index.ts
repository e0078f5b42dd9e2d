import { createI18n, type TranslatedLanguage } from '@abossey/ui';
import ar from '../locales/ar.json';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import vi from '../locales/vi.json';

const strings: Record<TranslatedLanguage, typeof en> = { en, fr, vi, cn, ar };

/** The storefront's i18next instance: the ui strings plus the 'storefront' namespace, choice stored under i18nextLng. */
export const i18n = createI18n({
  resources: Object.fromEntries(Object.entries(strings).map(([lng, ns]) => [lng, { storefront: ns }])),
  defaultNS: 'storefront',
});
