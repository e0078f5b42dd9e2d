import '@abossey/ui/fonts.css';
import { I18nProvider, SettingsProvider } from '@abossey/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18n } from './i18n';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      {/* The §1 display settings (stored under `settings`, shared with the storefront) render the theme. */}
      <SettingsProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SettingsProvider>
    </I18nProvider>
  </StrictMode>,
);
