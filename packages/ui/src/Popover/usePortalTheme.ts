import { themeAttributes, useTheme } from '../theme/ThemeProvider';

/**
 * Attributes that keep an overlay themed when it is portalled into `<body>`.
 *
 * With a document-scope `ThemeProvider` (apps, the Storybook canvas) the theme lives on `<html>`, so an overlay in
 * `<body>` inherits it and nothing is needed. With an element-scope provider (docs pages, a dark panel inside a light
 * page) the `--ab-*` variables live on a `<div data-ab-theme>` that the portal escapes; the overlay then carries the
 * same theme attributes and `dir` itself. Styles that set a background on such an element must out-rank the
 * `[data-ab-theme]` canvas background (the overlay styles use `&&`).
 */
export function usePortalTheme(): Record<string, string> {
  const theme = useTheme();
  if (theme.scope !== 'element') return {};
  return {
    'data-ab-theme': '',
    ...themeAttributes(theme),
    dir: theme.direction,
  };
}
