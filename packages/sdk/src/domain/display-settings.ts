/**
 * The values of the §1 display settings the server also reads (the `settings` cookie, ADR 0024): one list each, so
 * the ui's theme (which re-exports them) and the API's checks of a cookie can never disagree.
 */

/** §1 colour schemes. */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** §1 contrast levels. */
export const contrasts = ['default', 'high'] as const;
export type Contrast = (typeof contrasts)[number];

/** §1 primary colour presets. */
export const primaryColors = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export type PrimaryColor = (typeof primaryColors)[number];
/** §1: primaryColor defaults to blue. */
export const DEFAULT_PRIMARY_COLOR: PrimaryColor = 'blue';

/** Text directions (§1 `direction`; Arabic is always rtl). */
export const textDirections = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof textDirections)[number];
