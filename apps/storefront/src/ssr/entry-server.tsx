/**
 * The storefront's server renderer (issue 23), built by `vite build --ssr` into `dist-server/` and loaded by the API
 * (apps/api/src/routes/web.ts). It renders a public page's body with its data, in the visitor's language and display
 * settings; the browser hydrates it (main.tsx) from the state returned here.
 */
import { cookieStorage } from '@abossey/sdk';
import type { LanguageCode } from '@abossey/ui';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';
import { serverI18n } from '../i18n/server';
import { createRoutes } from '../routes';
import type { SsrState } from './state';

export { setServerFetch } from '../sdk';
export { SSR_STATE_ID } from './state';

export interface RenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  /** The page's language, as the API picked it (`?lng`, cookie, Accept-Language). */
  language: LanguageCode;
  /** The request's Cookie header: the display settings (`settings`) render as the visitor chose them. */
  cookie?: string | undefined;
  /** The marketplace's public origin, for absolute links. */
  origin: string;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup, to put before `#root`. */
  styles: string;
  /** For the page's `ssr-state` JSON block. */
  state: SsrState;
}

async function textOf(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page, waiting for its loaders' data and every lazy part (so the HTML is complete and React adds no
 * inline script), or answers null when the page is the browser's to render (a loader redirected).
 */
export async function render({ url, language, cookie, origin }: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://storefront.invalid');
  // The browser takes `?lng` out of the address before it renders (i18n/index.ts); links built from it must agree.
  location.searchParams.delete('lng');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false } },
  });
  const routes = createRoutes({ queryClient, loadNamespaces: async () => {}, awaitData: true });
  const handler = createStaticHandler(routes);
  const [i18n, context] = await Promise.all([serverI18n(language), handler.query(new Request(location))]);
  if (context instanceof Response) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const settingsStorage = cookieStorage({ jar: { cookie: cookie ?? '' } });
  const app = (
    <App i18n={i18n} queryClient={queryClient} settingsStorage={settingsStorage} origin={origin}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>
  );
  const sheet = new ServerStyleSheet();
  try {
    // One chunk: React would otherwise move a large finished boundary (the filter row) out of line and swap it in
    // with an inline script, which the page's CSP blocks.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(app), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    return {
      html: await textOf(prelude),
      styles: sheet.getStyleTags(),
      state: { query: dehydrate(queryClient), router: { loaderData: context.loaderData }, language, origin },
    };
  } finally {
    sheet.seal();
  }
}
