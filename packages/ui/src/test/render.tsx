import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeProvider, type ThemeProviderProps } from '../theme/ThemeProvider';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  lng?: string;
  theme?: Omit<ThemeProviderProps, 'children'>;
}

interface ProvidersProps {
  i18n: I18nInstance;
  theme: Omit<ThemeProviderProps, 'children'> | undefined;
  children: ReactNode;
}

function Providers({ i18n, theme, children }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider scope="document" {...theme}>
        <main>{children}</main>
      </ThemeProvider>
    </I18nProvider>
  );
}

/** Renders inside I18nProvider + ThemeProvider and a `<main>` landmark, as an app page would. */
export function renderWithProviders(
  ui: ReactElement,
  { lng = 'en', theme, ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = createI18n({ lng, persist: false });
  const wrap = (node: ReactElement) => (
    <Providers i18n={i18n} theme={theme}>
      {node}
    </Providers>
  );
  const result = render(wrap(ui), options);
  return {
    ...result,
    i18n,
    user: userEvent.setup(),
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
  };
}
