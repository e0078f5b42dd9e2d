/**
 * The colour scales: every hex value of the theme. Only the theme's stylesheet (`themeCss`, `theme.css`) and a few
 * swatches read them; in a module of their own so an app's first page does not carry them along with the sizes and
 * durations of `tokens.ts` (issue 23). The public `tokens` namespace has them (`tokenNamespace.ts`).
 */
import type { PrimaryColor } from '@abossey/sdk';
import type { StatusName } from './tokens';

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
