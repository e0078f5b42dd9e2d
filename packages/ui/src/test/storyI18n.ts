import type { i18n as I18nInstance, TOptions } from 'i18next';
import { createI18n } from '../i18n/createI18n';

/**
 * One i18next instance per language for Storybook: the preview's decorator renders every story with it, and play
 * functions translate with the same one (`storyT`), so a play finds "Add to cart" as « Ajouter au panier » when a
 * designer switches the toolbar to French. Storybook never writes the visitor's stored language.
 */
const instances = new Map<string, I18nInstance>();

export function storyI18n(locale: string): I18nInstance {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n({ lng: locale, persist: false });
    instances.set(locale, instance);
  }
  return instance;
}

/** `t` of ui's catalogue in the story's toolbar language: `storyT(context)('productCard.addToCart')`. */
export function storyT(context: { globals: Record<string, unknown> }) {
  const i18n = storyI18n(typeof context.globals.locale === 'string' ? context.globals.locale : 'en');
  return (key: string, options: TOptions = {}): string => i18n.t(key, options);
}
