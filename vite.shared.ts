import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages export their TypeScript under the private `@abossey/source` condition (docs/adr/0001).
 * Vite's `resolve.conditions` replaces its defaults, so the defaults are kept explicitly.
 */
export const SOURCE_CONDITION = '@abossey/source';
export const clientConditions = [SOURCE_CONDITION, ...defaultClientConditions];
export const serverConditions = [SOURCE_CONDITION, ...defaultServerConditions];

const LANGUAGE_FILE = /[\\/]locales[\\/](?:.+[\\/])?(fr|vi|cn|ar)\.json$/;

/**
 * Chunking of the apps' production builds (issue 9, first-page JavaScript): the strings of each non-English language
 * — the ui strings, the message catalogue and every app namespace, `…/locales/…/<lng>.json` — go into one chunk per
 * language, fetched when that language is chosen (`createLazyI18n`). English stays in the entry chunk.
 */
export const codeSplitting = {
  groups: [
    { name: (id: string) => (LANGUAGE_FILE.exec(id) ? `locale-${LANGUAGE_FILE.exec(id)?.[1]}` : null) },
  ],
};

/**
 * The react-aria strings the production builds keep (`@react-aria/optimize-locales-plugin`): the five translated
 * languages. react-aria ships its built-in labels in 34 locales; de, es and en-GH show English text, and their
 * react-aria labels are English too.
 */
export const ariaLocales = ['en', 'fr', 'vi', 'zh-CN', 'ar'];
