import '@abossey/ui/fonts.css';
import '@abossey/ui/theme.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { App } from './App';
import { displayStorage } from './displayStorage';
import { i18n, i18nReady, loadRouteNamespaces } from './i18n';
import { queryClient } from './queryClient';
import { createRoutes } from './routes';
import { readSsrState } from './ssr/state';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const routes = createRoutes({ queryClient, loadNamespaces: loadRouteNamespaces });

/** Loads the lazy screens the address matches, so the router's first render is the server's page, not a fallback. */
async function resolveLazyRoutes(all: RouteObject[]) {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }),
  );
}

let recoverableErrors = 0;

/**
 * Marks `#root[data-hydrated]` once React has committed the first render, hydrated or not: from then on the page's
 * controls answer. The e2e suite waits for it before it clicks (`e2e/fixtures.ts`): a click on a server-rendered
 * button before that does nothing.
 */
const markInteractive = (container: HTMLElement) => () => {
  container.dataset.hydrated = 'true';
};

/**
 * A server-rendered page (the API sent `#ssr-state`, issue 23) is hydrated: its queries go into the cache and its
 * screen's code is loaded first, so the first render matches the server's HTML. Any other page renders from scratch.
 * Both wait for the starting language's strings (at once for English; one small fetch for another language), so the
 * first paint is never in the wrong language; should the fetch fail, English shows. A promise, not a top-level await:
 * Rolldown turns its chunk merging off for modules with top-level await. The first render is a transition, so React
 * renders in slices that yield to the browser instead of one long task (issue 9: total blocking time).
 */
async function start(container: HTMLElement) {
  const state = readSsrState();
  // The language is known at once (its strings may still be on their way); a page rendered in another one (a stored
  // choice the server could not read) renders from scratch.
  if (state && state.language === i18n.language) {
    hydrate(queryClient, state.query);
    const [router] = await Promise.all([
      resolveLazyRoutes(routes).then(() => createBrowserRouter(routes, { hydrationData: state.router })),
      i18nReady.catch(() => {}),
    ]);
    startTransition(() => {
      hydrateRoot(
        container,
        <App
          i18n={i18n}
          queryClient={queryClient}
          settingsStorage={displayStorage}
          origin={state.origin}
          onMounted={markInteractive(container)}
        >
          <RouterProvider router={router} />
        </App>,
        {
          // React renders the part again in the browser and goes on; the count is there for the tests to read.
          onRecoverableError(error) {
            recoverableErrors += 1;
            container.dataset.recoverableErrors = String(recoverableErrors);
            console.warn('Hydration:', error);
          },
        },
      );
    });
    return;
  }
  // Created at once: the route's loader starts the screen's request while the strings load.
  const router = createBrowserRouter(routes);
  await i18nReady.catch(() => {});
  startTransition(() =>
    createRoot(container).render(
      <App
        i18n={i18n}
        queryClient={queryClient}
        settingsStorage={displayStorage}
        origin={window.location.origin}
        onMounted={markInteractive(container)}
      >
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

// In a task of its own: evaluating the app's modules is one long task already, and reading the server's state, loading
// the screen's code and hydrating are kept out of it (issue 23, total blocking time).
setTimeout(() => void start(root));
