/**
 * The namespace of the message catalogue (`messages.ts`): the English texts users can see from `@abossey/sdk`, the
 * API and the apps, each mapped to its translation. Keys ARE the English texts, so look them up with
 * `keySeparator: false, nsSeparator: false`. A module of its own so the i18n set-up can name the namespace without
 * taking the catalogue into an app's first page (issue 23).
 */
export const MESSAGES_NAMESPACE = 'messages';
