import '@abossey/ui/fonts.css';
import '@abossey/ui/theme.css';
import { I18nProvider, SettingsProvider } from '@abossey/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { displayStorage } from './displayStorage';
import { i18n, i18nReady } from './i18n';
import { createConsoleRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const router = createConsoleRouter();

// Render once the starting language's strings are in (at once for English; one small fetch for another language),
// so the first paint is never in the wrong language; should the fetch fail, English shows. A promise, not a top-level
// await: Rolldown turns its chunk merging off for modules with top-level await. The first render is a transition, so
// React renders it in slices that yield to the browser instead of one long task (issue 9: total blocking time).
void i18nReady
  .catch(() => {})
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            {/* The §1 display settings (the `settings` cookie, shared with the storefront) render the theme on the whole document (`scope="document"`: the app owns the page). */}
            <SettingsProvider scope="document" storage={displayStorage}>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </SettingsProvider>
          </I18nProvider>
        </StrictMode>,
      ),
    ),
  );
