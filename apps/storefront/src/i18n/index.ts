import { createI18n, type TranslatedLanguage } from '@abossey/ui';
import ar from '../locales/ar.json';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pagesAr from '../locales/pages/ar.json';
import pagesCn from '../locales/pages/cn.json';
import pagesEn from '../locales/pages/en.json';
import pagesFr from '../locales/pages/fr.json';
import pagesVi from '../locales/pages/vi.json';
import vi from '../locales/vi.json';

const strings: Record<TranslatedLanguage, typeof en> = { en, fr, vi, cn, ar };
/** The static pages' namespace (privacy, terms, about, home). */
const pages: Record<TranslatedLanguage, typeof pagesEn> = {
  en: pagesEn,
  fr: pagesFr,
  vi: pagesVi,
  cn: pagesCn,
  ar: pagesAr,
};

/**
 * The storefront's i18next instance: the ui strings plus the 'storefront' and 'pages' namespaces, choice stored
 * under i18nextLng.
 */
export const i18n = createI18n({
  resources: Object.fromEntries(
    Object.entries(strings).map(([lng, ns]) => [
      lng,
      { storefront: ns, pages: pages[lng as TranslatedLanguage] },
    ]),
  ),
  defaultNS: 'storefront',
});
