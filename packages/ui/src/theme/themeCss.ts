/**
 * Writes every `--ab-*` variable once, as static CSS. Display settings are data attributes on the themed root
 * (`<html>` or any `[data-ab-theme]` element), so switching theme is an attribute change, never new CSS:
 *
 *   data-color-scheme="light|dark"   data-contrast="default|high"   data-primary="default|cyan|purple|blue|orange|red"
 *   data-density="comfortable|compact"   data-compact="true|false" (compactLayout: content max width 1200px)
 *
 * Missing attributes mean the defaults (light, default contrast, blue, comfortable, compact layout).
 * Rules for different attribute combinations are mutually exclusive, so their order never matters.
 */
import {
  type ColorScheme,
  type Contrast,
  colorRoles,
  colorSchemes,
  contrasts,
  neutralRoles,
  ratingRoles,
  statusRoles,
} from './roles';
import { DEFAULT_PRIMARY_COLOR, type PrimaryColor, primaryColors } from './tokens';
import { densityTokens, flattenTokens, layoutTokens, staticTokens, varName, vars } from './vars';

/** Where variables are defined: the document root, and any element marked as a theme root (widgets, docs). */
export const THEME_SCOPES = [':root', '[data-ab-theme]'] as const;

const schemeSelector = (scheme: ColorScheme) =>
  scheme === 'dark' ? '[data-color-scheme="dark"]' : ':not([data-color-scheme="dark"])';
const contrastSelector = (contrast: Contrast) =>
  contrast === 'high' ? '[data-contrast="high"]' : ':not([data-contrast="high"])';
const primarySelector = (primary: PrimaryColor) =>
  primary === DEFAULT_PRIMARY_COLOR
    ? `:is([data-primary="${primary}"], :not([data-primary]))`
    : `[data-primary="${primary}"]`;

const scoped = (suffix: string) => THEME_SCOPES.map((scope) => `${scope}${suffix}`).join(',\n');

const declarations = (entries: Array<[string, string]>, important: boolean) =>
  entries.map(([name, value]) => `  ${name}: ${value}${important ? ' !important' : ''};`).join('\n');

const block = (selector: string, entries: Array<[string, string]>, extra = '', important = false) =>
  `${selector} {\n${declarations(entries, important)}${extra ? `\n  ${extra}` : ''}\n}`;

/** Variables that depend on colour scheme and contrast but not on the primary preset. */
function neutralEntries(scheme: ColorScheme, contrast: Contrast): Array<[string, string]> {
  const roles = colorRoles(DEFAULT_PRIMARY_COLOR, scheme, contrast);
  return [
    ...flattenTokens(neutralRoles(scheme, contrast)),
    ...flattenTokens({ status: statusRoles(scheme, contrast) }),
    ...flattenTokens({ rating: ratingRoles(scheme, contrast) }),
    ...flattenTokens({ shadow: roles.shadow }),
  ];
}

function accentEntries(
  primary: PrimaryColor,
  scheme: ColorScheme,
  contrast: Contrast,
): Array<[string, string]> {
  const roles = colorRoles(primary, scheme, contrast);
  return flattenTokens({ accent: roles.accent, focusRing: roles.focusRing });
}

/**
 * Windows High Contrast / forced colours: map every role to a system colour. Foreground/background pairs stay
 * pairs (CanvasText on Canvas, ButtonText on ButtonFace), because the browser forces backgrounds to Canvas and
 * draws a Canvas backplate behind text: a HighlightText label would vanish. Components that want Highlight
 * (selected states) opt in with `forced-color-adjust: none`.
 */
function forcedColorEntries(): Array<[string, string]> {
  const roles = colorRoles(DEFAULT_PRIMARY_COLOR, 'light', 'default');
  const system = (path: string[], value: string): Array<[string, string]> => [[varName(path), value]];
  const entries: Array<[string, string]> = [
    ...system(['fg', 'default'], 'CanvasText'),
    ...system(['fg', 'muted'], 'CanvasText'),
    ...system(['fg', 'subtle'], 'CanvasText'),
    ...system(['fg', 'disabled'], 'GrayText'),
    ...system(['fg', 'onEmphasis'], 'CanvasText'),
    ...system(['bg', 'canvas'], 'Canvas'),
    ...system(['bg', 'surface'], 'Canvas'),
    ...system(['bg', 'subtle'], 'Canvas'),
    ...system(['bg', 'emphasis'], 'Canvas'),
    ...system(['bg', 'disabled'], 'Canvas'),
    ...system(['bg', 'backdrop'], 'Canvas'),
    ...system(['border', 'default'], 'CanvasText'),
    ...system(['border', 'muted'], 'CanvasText'),
    ...system(['border', 'strong'], 'CanvasText'),
    ...system(['accent', 'fg'], 'LinkText'),
    ...system(['accent', 'emphasis'], 'ButtonFace'),
    ...system(['accent', 'emphasisHover'], 'ButtonFace'),
    ...system(['accent', 'emphasisPressed'], 'ButtonFace'),
    ...system(['accent', 'onEmphasis'], 'ButtonText'),
    ...system(['accent', 'muted'], 'Canvas'),
    ...system(['accent', 'border'], 'ButtonText'),
    ...system(['focusRing'], 'Highlight'),
    ...system(['rating', 'filled'], 'CanvasText'),
    ...system(['rating', 'empty'], 'GrayText'),
  ];
  for (const status of Object.keys(roles.status)) {
    entries.push(
      ...system(['status', status, 'fg'], 'CanvasText'),
      ...system(['status', status, 'muted'], 'Canvas'),
      ...system(['status', status, 'emphasis'], 'Canvas'),
      ...system(['status', status, 'onEmphasis'], 'CanvasText'),
      ...system(['status', status, 'border'], 'CanvasText'),
    );
  }
  for (const level of Object.keys(roles.shadow)) entries.push(...system(['shadow', level], 'none'));
  return entries;
}

let cached: string | undefined;

/** The complete theme stylesheet (a few kB, computed once). */
export function themeCss(): string {
  if (cached) return cached;
  const parts: string[] = [];

  // Defaults: light, default contrast, blue, comfortable density, compact layout.
  parts.push(
    block(
      scoped(''),
      [
        ...flattenTokens(staticTokens),
        ...flattenTokens(densityTokens.comfortable),
        ...flattenTokens(layoutTokens.compact),
        ...neutralEntries('light', 'default'),
        ...accentEntries(DEFAULT_PRIMARY_COLOR, 'light', 'default'),
      ],
      'color-scheme: light;',
    ),
  );

  for (const scheme of colorSchemes) {
    for (const contrast of contrasts) {
      if (scheme === 'light' && contrast === 'default') continue;
      parts.push(
        block(
          scoped(`${schemeSelector(scheme)}${contrastSelector(contrast)}`),
          neutralEntries(scheme, contrast),
          `color-scheme: ${scheme};`,
        ),
      );
    }
  }

  for (const primary of primaryColors) {
    for (const scheme of colorSchemes) {
      for (const contrast of contrasts) {
        if (primary === DEFAULT_PRIMARY_COLOR && scheme === 'light' && contrast === 'default') continue;
        parts.push(
          block(
            scoped(`${primarySelector(primary)}${schemeSelector(scheme)}${contrastSelector(contrast)}`),
            accentEntries(primary, scheme, contrast),
          ),
        );
      }
    }
  }

  parts.push(block(scoped('[data-density="compact"]'), flattenTokens(densityTokens.compact)));
  parts.push(block(scoped('[data-compact="false"]'), flattenTokens(layoutTokens.wide)));

  parts.push(
    `@media (prefers-reduced-motion: reduce) {\n${block(
      scoped(''),
      Object.keys(staticTokens.duration).map((key) => [varName(['duration', key]), '0ms']),
    )}\n}`,
  );
  // !important: these must beat the more specific scheme/contrast/preset rules above.
  parts.push(`@media (forced-colors: active) {\n${block(scoped(''), forcedColorEntries(), '', true)}\n}`);

  cached = parts.join('\n\n');
  return cached;
}

/**
 * What a `ThemeProvider` needs in the page: every variable (`themeCss`) and the theme root's base text styles. The
 * package ships it as `@abossey/ui/theme.css` (written from this function by `themeStylesheet.test.ts`); a
 * ThemeProvider injects it itself unless the app links that file (docs/adr/0009, `ThemeProvider.tsx`).
 */
export function themeStylesheet(): string {
  const base = block(THEME_SCOPES.join(', '), [
    ['font-family', vars.font.family],
    ['font-size', vars.font.size.md],
    ['line-height', vars.font.lineHeight.normal],
    ['color', vars.fg.default],
  ]);
  return `${themeCss()}\n\n${base}\n\n${block('[data-ab-theme]', [['background-color', vars.bg.canvas]])}\n`;
}
