/**
 * Raw scales: with `palette.ts` (the colours), the only place hex values, sizes and durations are written.
 * Components never read these directly; they read the `--ab-*` roles built from them (see `roles.ts`, `vars.ts`).
 */
import { DEFAULT_PRIMARY_COLOR, type PrimaryColor, primaryColors } from '@abossey/sdk';

// §1 primary colour presets and the default (blue): one list with the server, which reads the `settings` cookie.
export { DEFAULT_PRIMARY_COLOR, type PrimaryColor, primaryColors };

export const statusNames = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StatusName = (typeof statusNames)[number];

/** Spacing on a 4 px grid, in rem so it follows the user's font size. */
export const space = {
  0: '0',
  '0.5': '0.125rem',
  1: '0.25rem',
  '1.5': '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

/** §9: default corner radius 8. `--ab-radius` is the default; the others are for exceptions. */
export const radius = {
  DEFAULT: '8px',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

/** §9 breakpoints in px (xs is everything below sm). */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** §1: fontFamily defaults to Public Sans (shipped locally, see `@abossey/ui/fonts.css`). */
export const fontFamilies = {
  sans: "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Type scale (rem) with matching line heights. */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '2rem',
  '4xl': '2.5rem',
} as const;

export const lineHeight = {
  tight: '1.25',
  snug: '1.375',
  normal: '1.5',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

/** Control heights for each size, comfortable and compact density. */
export const controlHeight = {
  comfortable: { small: '2rem', medium: '2.5rem', large: '3rem' },
  compact: { small: '1.75rem', medium: '2.25rem', large: '2.75rem' },
} as const;

export const duration = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  /** §9: badge bump. */
  bump: '600ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
} as const;

/** §1: content width when compactLayout is on (the default). */
export const layout = {
  compactMaxWidth: '1200px',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '1100',
  drawer: '1200',
  modal: '1300',
  toast: '1400',
  tooltip: '1500',
} as const;
