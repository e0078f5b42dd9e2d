import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
} from 'react';
import { useOptionalLanguage } from '../i18n/I18nProvider';
import type { Direction } from '../i18n/languages';
import { createGlobalStyle } from '../internal/styled';
import type { ColorScheme, Contrast } from './roles';
import { themeStylesheet } from './themeCss';
import { DEFAULT_PRIMARY_COLOR, type PrimaryColor } from './tokens';
import { vars } from './vars';

export type Density = 'comfortable' | 'compact';

/** The display settings of §1 that the theme turns into CSS variables. */
export interface ThemeSettings {
  /** Default light. */
  colorScheme: ColorScheme;
  /** Default `default`. */
  contrast: Contrast;
  /** Default blue. */
  primaryColor: PrimaryColor;
  /** Default: the language's direction (Arabic is rtl), else ltr. */
  direction: Direction;
  /** §1 compactLayout: content limited to 1200 px. Default true. */
  compactLayout: boolean;
  /** Control heights and paddings. Default comfortable. */
  density: Density;
  /** A CSS font-family list. Default Public Sans with system fallbacks. */
  fontFamily?: string | undefined;
}

export const defaultThemeSettings: Readonly<Omit<ThemeSettings, 'direction'>> = {
  colorScheme: 'light',
  contrast: 'default',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  compactLayout: true,
  density: 'comfortable',
};

/** The data attributes that select a theme on `<html>` or on any `[data-ab-theme]` element. */
export function themeAttributes(
  settings: Omit<ThemeSettings, 'direction' | 'fontFamily'>,
): Record<string, string> {
  return {
    'data-color-scheme': settings.colorScheme,
    'data-contrast': settings.contrast,
    'data-primary': settings.primaryColor,
    'data-density': settings.density,
    'data-compact': String(settings.compactLayout),
  };
}

const FONT_FAMILY_VAR = '--ab-font-family';

/**
 * Set to `true` by a bundler's `define` when the app links `@abossey/ui/theme.css` itself (the Abossey apps:
 * `linkedThemeStylesheet` in vite.shared.ts). The theme's CSS and the code that writes it then stay out of the
 * app's JavaScript (about 4 KB gzip of the first page, issue 23). Anywhere else the provider injects it.
 */
declare const __ABOSSEY_THEME_CSS_LINKED__: boolean | undefined;
const themeCssLinked =
  typeof __ABOSSEY_THEME_CSS_LINKED__ !== 'undefined' && __ABOSSEY_THEME_CSS_LINKED__ === true;

/** The variables (every scheme, contrast and preset, written once) and the theme root's base text styles. */
const ThemeVariables = themeCssLinked ? null : createGlobalStyle`${themeStylesheet()}`;

/** Page-level base styles, only when the theme owns the document. */
const DocumentStyles = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background-color: ${vars.bg.canvas};
    color: ${vars.fg.default};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
`;

export interface ResolvedTheme extends ThemeSettings {
  scope: 'document' | 'element';
}

const ThemeContext = createContext<ResolvedTheme | null>(null);

/** The settings of the nearest ThemeProvider (defaults outside one). */
export function useTheme(): ResolvedTheme {
  return useContext(ThemeContext) ?? { ...defaultThemeSettings, direction: 'ltr', scope: 'document' };
}

export interface ThemeProviderProps extends Partial<ThemeSettings> {
  children?: ReactNode;
  /**
   * `element` (default): renders a `<div data-ab-theme>` carrying the attributes, `lang`/`dir` and the font, so the
   * theme stays inside its subtree — a host page's `<html>` and base styles are never touched (a garage site, docs
   * pages, a dark panel inside a light page, widgets in a shadow root).
   * `document` (the first-party apps and Storybook's canvas opt in): sets them on `<html>` and adds page base styles
   * (box-sizing, body margin and colours), so popovers rendered into `<body>` are themed too.
   */
  scope?: 'document' | 'element';
  /** Element scope only. */
  className?: string;
  /** Element scope only. */
  style?: CSSProperties;
}

/**
 * Applies the display settings as data attributes; all styling follows from the `--ab-*` variables, so a
 * settings change never generates CSS. Place inside `I18nProvider` so language direction and `lang` follow.
 */
export function ThemeProvider({
  children,
  colorScheme = defaultThemeSettings.colorScheme,
  contrast = defaultThemeSettings.contrast,
  primaryColor = defaultThemeSettings.primaryColor,
  compactLayout = defaultThemeSettings.compactLayout,
  density = defaultThemeSettings.density,
  direction,
  fontFamily,
  scope = 'element',
  className,
  style,
}: ThemeProviderProps) {
  const language = useOptionalLanguage();
  const dir: Direction = direction ?? language?.dir ?? 'ltr';
  const lang = language?.locale;

  const attributes = useMemo(
    () => themeAttributes({ colorScheme, contrast, primaryColor, compactLayout, density }),
    [colorScheme, contrast, primaryColor, compactLayout, density],
  );

  // React 19 runs no layout effect on the server and no longer warns about one, so no module-level `document` check.
  useLayoutEffect(() => {
    if (scope !== 'document') return;
    const root = document.documentElement;
    const next: Record<string, string> = { ...attributes, dir, ...(lang ? { lang } : {}) };
    const previous = Object.keys(next).map((name) => [name, root.getAttribute(name)] as const);
    const previousFont = root.style.getPropertyValue(FONT_FAMILY_VAR);
    for (const [name, value] of Object.entries(next)) root.setAttribute(name, value);
    if (fontFamily) root.style.setProperty(FONT_FAMILY_VAR, fontFamily);
    return () => {
      for (const [name, value] of previous) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
      if (fontFamily) {
        if (previousFont) root.style.setProperty(FONT_FAMILY_VAR, previousFont);
        else root.style.removeProperty(FONT_FAMILY_VAR);
      }
    };
  }, [scope, attributes, dir, lang, fontFamily]);

  const resolved = useMemo<ResolvedTheme>(
    () => ({
      colorScheme,
      contrast,
      primaryColor,
      compactLayout,
      density,
      direction: dir,
      fontFamily,
      scope,
    }),
    [colorScheme, contrast, primaryColor, compactLayout, density, dir, fontFamily, scope],
  );

  if (scope === 'element') {
    const elementStyle = fontFamily ? ({ ...style, [FONT_FAMILY_VAR]: fontFamily } as CSSProperties) : style;
    return (
      <ThemeContext.Provider value={resolved}>
        {ThemeVariables && <ThemeVariables />}
        <div
          data-ab-theme=""
          {...attributes}
          dir={dir}
          lang={lang}
          className={className}
          style={elementStyle}
        >
          {children}
        </div>
      </ThemeContext.Provider>
    );
  }

  return (
    <ThemeContext.Provider value={resolved}>
      {ThemeVariables && <ThemeVariables />}
      <DocumentStyles />
      {children}
    </ThemeContext.Provider>
  );
}
