import type { StorageLike } from '@abossey/sdk';
import { I18nProvider, SettingsProvider } from '@abossey/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18nInstance } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { SiteOriginContext } from './siteOrigin';

export interface AppProps {
  i18n: I18nInstance;
  queryClient: QueryClient;
  /** Where the display settings are read (and, in the browser, kept): the `settings` cookie. */
  settingsStorage: StorageLike | undefined;
  /** The marketplace's origin, for absolute links (`useSiteOrigin`). */
  origin: string;
  /** The router: the browser's `RouterProvider`, or a server render's static one. */
  children: ReactNode;
  /** Called once the first render has committed (the browser only). */
  onMounted?: () => void;
}

/**
 * The storefront's providers, the same tree in the browser and in a server render, so `useId` values and the order
 * of styled components agree when the browser hydrates the server's HTML.
 */
export function App({ i18n, queryClient, settingsStorage, origin, children, onMounted }: AppProps) {
  // An effect, not a component beside the router: a sibling the server does not render would change every `useId`
  // below it, so ids in the hydrated HTML would not be the ones the components use.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* The §1 display settings (the `settings` cookie, which the server reads for the first paint) render the theme on the whole document (`scope="document"`: the app owns the page); inside I18nProvider so <html lang dir> follow the language. */}
        <SettingsProvider scope="document" storage={settingsStorage}>
          <QueryClientProvider client={queryClient}>
            <SiteOriginContext value={origin}>{children}</SiteOriginContext>
          </QueryClientProvider>
        </SettingsProvider>
      </I18nProvider>
    </StrictMode>
  );
}
