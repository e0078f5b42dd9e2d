import type { i18n as I18nInstance } from 'i18next';
import later from '../locales/en.later.json';
import { useUiTranslation } from './I18nProvider';
import { UI_NAMESPACE } from './instance';

/*
 * The English `ui` strings of the components no app's first page renders (dialogs, drawers, the footer, reviews,
 * orders, tables, …) are `locales/en.later.json`, apart from `locales/en.json`'s first-page strings (issue 23); the
 * other languages keep every string in one file. Only those components import this module, so the strings travel in
 * their chunks and join the `ui` namespace when one of them first renders, on the server and in the browser alike (no
 * hydration mismatch). `createI18n` bundles them from the start. `laterStrings.test.tsx` checks who uses which key.
 */

// Clones (the server's per-request instances) share their parent's store: one add serves them all.
const added = new WeakSet<object>();

function addLaterEnglish(i18n: I18nInstance): void {
  const store = i18n.store;
  if (!store || added.has(store)) return;
  added.add(store);
  // Deep merge without overwriting: a group such as `searchDialog` has keys in both files.
  i18n.addResourceBundle('en', UI_NAMESPACE, later, true, false);
}

/**
 * `useUiTranslation` for components whose keys are in `en.later.json`, and for app screens that read those keys
 * themselves (`statusBadge.*`, `dataTable.*`): the strings are in the `ui` namespace before the first `t()` call.
 */
export function useLaterUiTranslation() {
  const translation = useUiTranslation();
  addLaterEnglish(translation.i18n);
  return translation;
}
