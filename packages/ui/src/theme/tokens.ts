/**
 * Raw scales: the only place hex values, sizes and durations are written.
 * Components never read these directly; they read the `--ab-*` roles built from them (see `roles.ts`, `vars.ts`).
 */
import { DEFAULT_PRIMARY_COLOR, type PrimaryColor, primaryColors } from '@abossey/sdk';

export type ScaleStep = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type ColorScale = Readonly<Record<ScaleStep, string>>;

/** Neutral greys. 0 and 1000 are pure white and black; 850 is the dark-mode surface. */
export const gray = {
  0: '#FFFFFF',
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  550: '#7C8A97',
  600: '#637381',
  650: '#5B6B79',
  700: '#454F5B',
  750: '#333D48',
  800: '#28323D',
  850: '#1C252E',
  900: '#141A21',
  950: '#0B0F14',
  1000: '#000000',
} as const;

// §1 primary colour presets and the default (blue): one list with the server, which reads the `settings` cookie.
export { DEFAULT_PRIMARY_COLOR, type PrimaryColor, primaryColors };

/** One ten-step scale per preset (500 is the preset's main colour; `default` is Abossey green). */
export const primaryScales: Readonly<Record<PrimaryColor, ColorScale>> = {
  default: {
    50: '#E3FDEB',
    100: '#C8FAD6',
    200: '#92EFB9',
    300: '#5BE49B',
    400: '#2EC685',
    500: '#00A76F',
    600: '#00906B',
    700: '#007867',
    800: '#00625C',
    900: '#004B50',
  },
  cyan: {
    50: '#E6FAFF',
    100: '#CCF4FE',
    200: '#9AE1FC',
    300: '#68CDF9',
    400: '#38ADF3',
    500: '#078DEE',
    600: '#056FCD',
    700: '#0351AB',
    800: '#023D8F',
    900: '#012972',
  },
  purple: {
    50: '#F5EBFE',
    100: '#EBD6FD',
    200: '#D2AEF9',
    300: '#B985F4',
    400: '#985DE8',
    500: '#7635DC',
    600: '#5D28BD',
    700: '#431A9E',
    800: '#321284',
    900: '#200A69',
  },
  blue: {
    50: '#E8F4FE',
    100: '#D1E9FC',
    200: '#A3CDF7',
    300: '#76B0F1',
    400: '#4B8BE1',
    500: '#2065D1',
    600: '#184FB3',
    700: '#103996',
    800: '#0B2A7D',
    900: '#061B64',
  },
  orange: {
    50: '#FFFAEA',
    100: '#FEF4D4',
    200: '#FEE5AA',
    300: '#FED680',
    400: '#FEC057',
    500: '#FDA92D',
    600: '#DA8922',
    700: '#B66816',
    800: '#98510F',
    900: '#793908',
  },
  red: {
    50: '#FFF1EA',
    100: '#FFE3D5',
    200: '#FFD2C1',
    300: '#FFC1AC',
    400: '#FF796E',
    500: '#FF3030',
    600: '#DB2432',
    700: '#B71833',
    800: '#991032',
    900: '#7A0930',
  },
};

export const statusNames = ['success', 'warning', 'danger', 'info', 'neutral'] as const;
export type StatusName = (typeof statusNames)[number];

/** Status hues (neutral uses `gray`). */
export const statusScales: Readonly<Record<Exclude<StatusName, 'neutral'>, ColorScale>> = {
  success: {
    50: '#E9FEE9',
    100: '#D3FCD2',
    200: '#A5F5AF',
    300: '#77ED8B',
    400: '#4DD975',
    500: '#22C55E',
    600: '#1AA95B',
    700: '#118D57',
    800: '#0C7650',
    900: '#065E49',
  },
  warning: {
    50: '#FFFAE6',
    100: '#FFF5CC',
    200: '#FFE699',
    300: '#FFD666',
    400: '#FFC133',
    500: '#FFAB00',
    600: '#DB8D00',
    700: '#B76E00',
    800: '#995800',
    900: '#7A4100',
  },
  danger: {
    50: '#FFF4EA',
    100: '#FFE9D5',
    200: '#FFCBAC',
    300: '#FFAC82',
    400: '#FF8159',
    500: '#FF5630',
    600: '#DB3A24',
    700: '#B71D18',
    800: '#991317',
    900: '#7A0916',
  },
  info: {
    50: '#E4FEFA',
    100: '#CAFDF5',
    200: '#95F8F4',
    300: '#61F3F3',
    400: '#31D5E6',
    500: '#00B8D9',
    600: '#0092BB',
    700: '#006C9C',
    800: '#005282',
    900: '#003768',
  },
};

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
