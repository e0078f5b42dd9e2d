import type { i18n as I18nInstance, ResourceKey } from 'i18next';
import ar from '../locales/ar.json';
import cn from '../locales/cn.json';
import enFirst from '../locales/en.json';
import enLater from '../locales/en.later.json';
import fr from '../locales/fr.json';
import vi from '../locales/vi.json';
import { type CreateI18nOptions, initInstance, mergeResources, UI_NAMESPACE } from './instance';
import type { TranslatedLanguage } from './languages';
import { MESSAGES_NAMESPACE, messageResources } from './messages';

export { type CreateI18nOptions, UI_NAMESPACE } from './instance';

/** English: the first page's strings and the later components' (`laterStrings.ts`), merged per group. */
const en: ResourceKey = Object.fromEntries(
  [...new Set([...Object.keys(enFirst), ...Object.keys(enLater)])].map((group) => [
    group,
    { ...enFirst[group as keyof typeof enFirst], ...enLater[group as keyof typeof enLater] },
  ]),
);

/** The ui strings of each translated language (all bundled here; `createLazyI18n` bundles English only). */
export const uiResources: Readonly<Record<TranslatedLanguage, ResourceKey>> = { en, fr, vi, cn, ar };

/**
 * One i18next instance for a widget, a story or a test: en, fr, vi, cn, ar translated and all bundled, de/es/en-GH
 * listed and falling back to en, Arabic right-to-left (`i18n.dir('ar') === 'rtl'`). Initialised synchronously, so
 * the first render is already in the right language. The apps use `createLazyI18n` (only the chosen language is
 * downloaded).
 */
export function createI18n(options: CreateI18nOptions = {}): I18nInstance {
  const bundled = Object.fromEntries(
    Object.entries(uiResources).map(([lng, strings]) => [
      lng,
      {
        [UI_NAMESPACE]: strings,
        // The message catalogue (messages.ts): keys are English texts, looked up without key/ns separators.
        [MESSAGES_NAMESPACE]: messageResources[lng as TranslatedLanguage],
      },
    ]),
  );
  const namespaces = Object.values(options.resources ?? {}).flatMap((ns) => Object.keys(ns));
  return initInstance(options, mergeResources(bundled, options.resources), namespaces).i18n;
}
