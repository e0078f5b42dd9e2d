export { forcedColors, mq, reducedMotion } from './media';
export {
  type AccentRoles,
  accentRoles,
  type ColorRoles,
  type ColorScheme,
  type Contrast,
  colorRoles,
  colorSchemes,
  contrasts,
  type NeutralRoles,
  neutralRoles,
  type RatingRoles,
  ratingRoles,
  type ShadowRoles,
  type StatusRoles,
  statusRoles,
} from './roles';
export {
  type Density,
  defaultThemeSettings,
  type ResolvedTheme,
  ThemeProvider,
  type ThemeProviderProps,
  type ThemeSettings,
  themeAttributes,
  useTheme,
} from './ThemeProvider';
export { THEME_SCOPES, themeCss } from './themeCss';
export * as tokens from './tokenNamespace';
export {
  type Breakpoint,
  breakpoints,
  DEFAULT_PRIMARY_COLOR,
  type PrimaryColor,
  primaryColors,
  type StatusName,
  statusNames,
} from './tokens';
export { type VarTree, varName, vars } from './vars';
