/**
 * Server rendering of the storefront's public pages (issue 23): the storefront's renderer (its `vite build --ssr`
 * output, `apps/storefront/src/ssr/entry-server.tsx`) renders a page's body with its data through the SDK, whose
 * `/api` requests are answered in process (`app.inject`), so the server and the browser share one contract. The page
 * then carries the body, its styles and the state the browser hydrates from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { HeadLanguage } from './head-strings.js';
import { jsonForScript } from './page-head.js';

/** What `entry-server.js` exports (the storefront's `RenderRequest` / `RenderedPage`). */
interface RendererModule {
  setServerFetch(fetch: typeof globalThis.fetch): void;
  SSR_STATE_ID: string;
  render(request: {
    url: string;
    language: HeadLanguage;
    cookie?: string | undefined;
    origin: string;
  }): Promise<{ html: string; styles: string; state: unknown } | null>;
}

interface PageRequest {
  url: string;
  language: HeadLanguage;
  cookie: string | undefined;
  origin: string;
  /** The visitor's address: the page's API reads count against their limits (search), not the server's. */
  ip: string;
}

export type StorefrontRenderer = (page: PageRequest) => Promise<((html: string) => string) | null>;

/** The manifest routes rendered on the server: the public pages a crawler or a shared link opens. */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/shop/all-products',
  '/shop/product/:id',
  '/shop',
  '/shop/:shopId',
  '/about-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/home',
  '/404',
]);

const ROOT = '<div id="root"></div>';
/** How the page's dehydrated state script starts (page-cache.ts finds the state by it). */
export const STATE_SCRIPT_START = '<script type="application/json"';
/** The storefront build's entry tag, naming the loader of rendered pages (apps/storefront/vite.config.ts). */
const ENTRY_SCRIPT = /<script type="module" crossorigin data-boot="([^"]+)" src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * A rendered page starts its script after `load` (ADR 0015): the entry's module tag becomes the deferred loader
 * (`apps/storefront/src/ssr/boot.js`), and the module preloads go, so the styles, fonts and first images have the
 * network to themselves; the page is drawn and usable meanwhile. A shell without the loader is left as it is.
 */
function startScriptsAfterLoad(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const [tag, boot, src] = entry;
  return html
    .replace(tag, () => `<script defer src="${boot}" data-entry="${src}"></script>`)
    .replace(MODULE_PRELOAD, '');
}
const NO_BODY = new Set([204, 205, 304]);

/** A fetch that answers `/api/…` by injecting the request into `app`, as the visitor in `visitor` would send it. */
function injectedFetch(app: FastifyInstance, visitor: AsyncLocalStorage<string>): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://ssr.invalid');
    const request = new Request(url, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      remoteAddress: visitor.getStore() ?? '127.0.0.1',
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * Loads the renderer from `dir` (null when it is not built). The returned function renders a page and answers how to
 * put it into the page's `index.html`, or null when the browser should render it (the renderer declined).
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  dir: string,
  log: FastifyBaseLogger,
): Promise<StorefrontRenderer | null> {
  const entry = join(dir, 'entry-server.js');
  if (!existsSync(entry)) {
    log.warn(
      { entry },
      'SSR=1 but the storefront renderer is not built (npm run build): pages send the shell',
    );
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  const visitor = new AsyncLocalStorage<string>();
  renderer.setServerFetch(injectedFetch(app, visitor));

  return async ({ url, language, cookie, origin, ip }) => {
    const page = await visitor.run(ip, () => renderer.render({ url, language, cookie, origin }));
    if (!page) return null;
    const state = `${STATE_SCRIPT_START} id="${renderer.SSR_STATE_ID}">${jsonForScript(page.state)}</script>`;
    // A function, so `$&` or `$'` in a product's text is not read as a replacement pattern.
    return (html) =>
      startScriptsAfterLoad(html).replace(
        ROOT,
        () => `${page.styles}<div id="root">${page.html}</div>${state}`,
      );
  };
}
