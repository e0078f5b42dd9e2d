import { type Breakpoint, breakpoints } from './tokens';

/**
 * Media queries for the §9 breakpoints (600 / 900 / 1200 px). CSS variables cannot be used inside media queries,
 * so this is the one place components get breakpoints from. Mobile first: `mq.md` means "900 px and wider".
 */
export const mq: Readonly<Record<Breakpoint, string>> = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
};

/** Styles that must not animate for people who asked for reduced motion. */
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
/** Windows High Contrast and other forced-colour modes. */
export const forcedColors = '@media (forced-colors: active)';
