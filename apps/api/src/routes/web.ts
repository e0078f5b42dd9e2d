/**
 * Everything that is not the JSON API: uploaded files at `/uploads/`, the storefront build at `/`, the console build
 * at `/console/`, the embeddable widgets at `/widgets/` (loader `abossey.js` and its chunks, loadable from any
 * origin) with their demo partner-garage page at `/embed-demo`, `/robots.txt` and `/sitemap.xml`, and the
 * single-page-app fallback — any other GET that is not an API call, an upload or an asset gets the `index.html` of the
 * app that owns the path (route manifest `appForPath`; the storefront by default).
 *
 * Storefront pages get their own head (title, description, canonical, alternates, Open Graph, JSON-LD:
 * web/page-head.ts) and a truthful status: `/` redirects to the catalogue, a path no route knows and a missing
 * product or shop answer 404 (with the same HTML: the client shows its 404 page), `/403` and `/500` their status.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { appForPath, CONSOLE_ASSET_BASE, type ErrorBody, storefrontRouteFor } from '@abossey/sdk';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebDirs } from '../paths.js';
import { etagOf, matchesEtag } from '../plugins/http-cache.js';
import { chooseEncoding } from '../plugins/response-cache.js';
import {
  productForHead,
  shopForHead,
  sitemapCounts,
  sitemapProducts,
  sitemapShops,
} from '../services/page-head-data.js';
import { ensureImageVariants, IMAGE_VARIANT_WIDTHS } from '../services/uploads.js';
import {
  displaySettingsFromCookie,
  htmlAttributes,
  renderedSettings,
  setHtmlAttributes,
  settingsCookie,
} from '../web/display-settings.js';
import { type BuiltPage, createPageCache, pageCacheKey, sendBuiltPage } from '../web/page-cache.js';
import {
  type HeadContext,
  INDEXABLE_PAGE_PATHS,
  injectHead,
  type PageHead,
  pageHead,
  pickLanguage,
  productHead,
  shopHead,
} from '../web/page-head.js';
import { loadStorefrontRenderer, SERVER_RENDERED_ROUTES } from '../web/server-render.js';
import {
  pageRanges,
  robotsTxt,
  SITEMAP_PAGE_SIZE,
  type SitemapEntry,
  sitemapIndexXml,
  sitemapPages,
  urlsetXml,
} from '../web/sitemap.js';

export interface WebOptions {
  web: WebDirs;
  uploadsDir: string;
  /** PUBLIC_URL: the origin of canonical, Open Graph and sitemap URLs; unset, the request's own origin. */
  publicUrl?: string;
  /** URLs per sitemap file (default 50,000; tests make it small). */
  sitemapPageSize?: number;
  /** Render the public storefront pages' bodies on the server (SSR=1; `web.storefrontServer` must be built). */
  serverRender?: boolean;
  /** How long a rendered page is kept in the public read cache (PAGE_CACHE_TTL_MS); 0 keeps none. */
  pageCacheTtlMs?: number;
}

/** Where the storefront's own pages send `/`. */
const LANDING_PATH = '/shop/all-products';

/**
 * The origin of the URLs in page heads and the sitemap: PUBLIC_URL (required in production), else the origin the
 * request came to — in development and tests that is the address in the browser. A forged `Host` only changes the
 * answer to the request that carries it (shared caches key on the host, and the HTML is `no-cache`); a host that is
 * not a plain host name falls back to `localhost`.
 */
function pageOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const host = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(request.host)
    ? request.host
    : 'localhost';
  return `${request.protocol}://${host}`;
}

/** `12` → 12; anything but a positive whole number → null (the product or shop cannot exist). */
const positiveId = (segment: string | undefined): number | null =>
  segment && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;

const appLabels = { storefront: 'storefront', console: 'console' } as const;

/**
 * Headers that govern a document (what it may load, run or be framed by, its window), which the browser ignores on a
 * script, a style sheet or a font. A storefront page loads some twenty such files: sent with each, they were about
 * 0.6 KB a file on a phone's connection (issue 23). `nosniff`, the resource policy and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const NOT_A_DOCUMENT = /\.(?:m?js|css|woff2?)(?:\.(?:br|gz))?$/;

/** Built assets carry a content hash in their name, so they may be cached for good. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header(
    'cache-control',
    /[/\\]assets[/\\]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (NOT_A_DOCUMENT.test(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** A path that names a file (has an extension) or lives under an assets folder: never answered with index.html. */
export function isAssetPath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return (
    /\.[a-z0-9]+$/i.test(last) || pathname.startsWith('/assets/') || pathname.startsWith(CONSOLE_ASSET_BASE)
  );
}

/**
 * Widget files: the loader keeps its name across releases (garages paste its URL once), so it is revalidated every
 * time; chunks carry a content hash (`search-CQmEB6mq.js`), so they are cached for good; anything else revalidates.
 */
export function widgetCacheControl(filePath: string): string {
  const name = filePath.split(/[/\\]/).pop() ?? '';
  if (name === 'abossey.js') return 'no-cache';
  // The embed build names chunks `<name>-<8-character base64url hash>.js` (product-card-DUfbf-z9.js).
  return /-[A-Za-z0-9_-]{8}\.(m?js|css)$/.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const WIDGETS_NOT_BUILT =
  'The embeddable widgets are not built (packages/widgets/dist/embed is missing). Run `npm run build` at the repository root, then restart the server.';

/**
 * The demo page's CSP: the app's policy with inline script and style allowed (a partner garage's plain HTML page
 * with an inline configuration script and its own style block); every other directive stays as the app sets it.
 */
export function embedDemoCsp(appCsp: string): string {
  const overrides: Record<string, string> = {
    'script-src': "'self' 'unsafe-inline'",
    'style-src': "'self' 'unsafe-inline'",
    'connect-src': "'self'",
    'img-src': "'self' data: blob:",
  };
  const seen = new Set<string>();
  const directives = appCsp
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const name = part.split(/\s+/)[0]?.toLowerCase() ?? '';
      seen.add(name);
      return name in overrides ? `${name} ${overrides[name]}` : part;
    });
  for (const [name, value] of Object.entries(overrides))
    if (!seen.has(name)) directives.push(`${name} ${value}`);
  return directives.join(';');
}

/**
 * Uploaded files (`2026/<32 hex>.png` and its variants `….png.w320.webp`) have random names that are never reused or
 * overwritten, so they are cached for good. Anything else under `/uploads/` (the demo images in `seed/`, which a
 * new version may redraw under the same name) is cached for a day.
 */
export function uploadCacheControl(relativePath: string): string {
  return /^\d{4}\/[0-9a-f]{32}\.(jpg|png|gif|webp)(\.w\d+\.webp)?$/.test(relativePath.replace(/\\/g, '/'))
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=86400';
}

/** `/uploads/2026/<hex>.png.w640.webp` → `{key: '2026/<hex>.png', width: 640}`, for a variant width we make. */
export function parseVariantPath(pathname: string): { key: string; width: number } | null {
  const match = /^\/uploads\/(\d{4}\/[0-9a-f]{32}\.(?:jpg|png|webp))\.w(\d+)\.webp$/.exec(pathname);
  if (!match?.[1]) return null;
  const width = Number(match[2]);
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width) ? { key: match[1], width } : null;
}

const uploadHeaders = (reply: FastifyReply, relativePath: string) => {
  reply.header('cache-control', uploadCacheControl(relativePath));
  // Catalogue images are public and partner sites embed them (widgets), so allow cross-origin loads...
  reply.header('cross-origin-resource-policy', 'cross-origin');
  // ...but an uploaded file opened directly must never run script in this origin.
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
};

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
const isUploadPath = (pathname: string) => pathname === '/uploads' || pathname.startsWith('/uploads/');

/**
 * Registers the static folders and the not-found handler on the root instance (not encapsulated, so the handler
 * covers every route).
 */
export async function registerWeb(
  app: FastifyInstance,
  {
    web,
    uploadsDir,
    publicUrl,
    sitemapPageSize = SITEMAP_PAGE_SIZE,
    serverRender = false,
    pageCacheTtlMs = 0,
  }: WebOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    index: false,
    list: false,
    cacheControl: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      uploadHeaders(reply, relative(uploadsDir, filePath));
    },
  });

  // A missing build is not fatal: pages answer 503 with instructions until `npm run build` has run.
  if (existsSync(web.storefront)) {
    await app.register(fastifyStatic, {
      root: web.storefront,
      prefix: '/',
      index: false,
      // The build writes `.br` and `.gz` beside each script and style sheet (vite.shared.ts `precompressAssets`).
      preCompressed: true,
      // One route per file of the build, listed at start: with a catch-all, every page request (a page is no file)
      // first had the plugin stat and list the folder for each encoding, ~2 ms a request. A rebuild needs a restart.
      wildcard: false,
      cacheControl: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }
  if (existsSync(web.console)) {
    await app.register(fastifyStatic, {
      root: web.console,
      prefix: CONSOLE_ASSET_BASE,
      index: false,
      preCompressed: true,
      wildcard: false,
      cacheControl: false,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }

  await registerWidgets(app, web);

  const renderPage =
    serverRender && web.storefrontServer
      ? await loadStorefrontRenderer(app, web.storefrontServer, app.log)
      : null;

  /**
   * A storefront page's status and head: the product or shop looked up by key (404 when it is missing or not
   * public), the manifest's other routes by path (404 when no route knows it).
   */
  const storefrontPage = async (
    ctx: HeadContext,
    pathname: string,
  ): Promise<{ status: number; head: PageHead; route: string | null }> => {
    const route = storefrontRouteFor(pathname);
    const segments = pathname.split('/');
    if (route === '/shop/product/:id') {
      const id = positiveId(segments[3]);
      const product = id === null ? undefined : await productForHead(app.db, id);
      return product
        ? { status: 200, head: productHead(product, ctx), route }
        : { status: 404, head: pageHead(null, ctx), route };
    }
    if (route === '/shop/:shopId') {
      const id = positiveId(segments[2]);
      const shop = id === null ? undefined : await shopForHead(app.db, id);
      return shop
        ? { status: 200, head: shopHead(shop, ctx), route }
        : { status: 404, head: pageHead(null, ctx), route };
    }
    const status =
      route === null || route === '/404' ? 404 : route === '/403' ? 403 : route === '/500' ? 500 : 200;
    return { status, head: pageHead(route, ctx), route };
  };

  /** The origin and language of a storefront page's head. */
  const headContext = (request: FastifyRequest, url: URL): HeadContext => ({
    origin: pageOrigin(publicUrl, request),
    ...pickLanguage({
      query: url.searchParams.get('lng'),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    }),
  });

  const pages =
    app.responseCache.ttlMs > 0 && pageCacheTtlMs > 0
      ? createPageCache(app.responseCache, app.log, pageCacheTtlMs)
      : null;

  /**
   * What a server-rendered page is built from: its URL without `lng`, its head context and the rendered fields of
   * the `settings` cookie alone, which with the encoding are its key in the public read cache (page-cache.ts).
   */
  const pageRequestOf = (request: FastifyRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const ctx = headContext(request, url);
    url.searchParams.delete('lng');
    const pageUrl = url.pathname + url.search;
    const settings = renderedSettings(request.headers.cookie);
    const language = ctx.lngInUrl ? `${ctx.lng}+url` : ctx.lng;
    const encoding =
      request.headers['x-no-compression'] === undefined
        ? chooseEncoding(request.headers['accept-encoding'])
        : 'identity';
    return { ctx, pageUrl, settings, encoding, key: `${pageUrl} ${language} ${ctx.origin} ${settings}` };
  };
  // Stored pages are answered from the cache's first hook (response-cache.ts), before the page handler.
  if (pages)
    app.responseCache.pageKeyOf = (request) => {
      const { key, encoding } = pageRequestOf(request);
      return pageCacheKey(key, encoding);
    };

  /** A server-rendered page, through the public read cache when it is on (GET). */
  const sendRenderedPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    { shell, pathname, route }: { shell: string; pathname: string; route: string },
  ) => {
    const { ctx, pageUrl, settings, encoding, key } = pageRequestOf(request);
    const cookie = settingsCookie(settings);
    const build = async (): Promise<BuiltPage> => {
      const { status, head } = await storefrontPage(ctx, pathname);
      const html = injectHead(shell, head, ctx.lng, displaySettingsFromCookie(cookie));
      try {
        const fill = await renderPage?.({
          url: pageUrl,
          language: ctx.lng,
          cookie,
          origin: ctx.origin,
          ip: request.ip,
        });
        if (fill) return { status, html: fill(html), rendered: true };
      } catch (error) {
        // The shell still works: the browser renders the page as it does without SSR.
        request.log.error({ err: error }, 'server render failed; the page is sent without its body');
      }
      return { status, html, rendered: false };
    };
    const ifNoneMatch = request.headers['if-none-match'];
    if (!pages || request.method !== 'GET') {
      const started = performance.now();
      return build().then((page) => sendBuiltPage(reply, page, performance.now() - started, ifNoneMatch));
    }
    return pages.send(
      reply,
      {
        key,
        encoding,
        ifNoneMatch,
        tag: { route, shows: [] },
      },
      build,
    );
  };

  /**
   * An app's index.html, read once (like the build's other files, listed at start): reading it for every page
   * request was most of a cached page's cost. Missing, it is looked for again on the next request.
   */
  const shells = new Map<string, string>();
  const readShell = async (dir: string) => {
    const known = shells.get(dir);
    if (known !== undefined) return known;
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    shells.set(dir, html);
    return html;
  };

  /** The index.html of the app that owns `pathname` (the storefront's with the page's head), or a 503 build page. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const owner = appForPath(pathname);
    const dir = owner === 'console' ? web.console : web.storefront;
    if (owner === 'storefront' && storefrontRouteFor(pathname) === '/') {
      // §2: `/` is the catalogue. Answered here, before the shell loads only to be sent on by the client.
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.header('cache-control', 'no-cache').redirect(`${LANDING_PATH}${search}`, 302);
    }
    let html: string;
    try {
      html = await readShell(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      request.log.warn({ dir }, `${appLabels[owner]} build is missing`);
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(notBuiltPage(appLabels[owner], dir));
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // `<html>` carries the visitor's language (cookie, else Accept-Language) and display settings (cookie), so the
    // first paint is in their scheme and direction (ADR 0024); the head's language follows them when the URL names none.
    reply.header('vary', 'Accept-Language, Cookie');
    const settings = displaySettingsFromCookie(request.headers.cookie);
    if (owner === 'console') {
      const { lng } = pickLanguage({
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      return reply.status(200).send(setHtmlAttributes(html, htmlAttributes(lng, settings)));
    }

    try {
      // An unknown path is rendered too: the storefront's catch-all shows the not-found page (status 404).
      const route = storefrontRouteFor(pathname) ?? '*';
      if (renderPage && (route === '*' || SERVER_RENDERED_ROUTES.has(route)))
        return await sendRenderedPage(request, reply, { shell: html, pathname, route });
      const ctx = headContext(request, new URL(request.url, 'http://localhost'));
      const { status, head } = await storefrontPage(ctx, pathname);
      const page = injectHead(html, head, ctx.lng, settings);
      if (status !== 200) return reply.status(status).send(page);
      // The page holds nobody's personal data (a session lives in the browser): one validator for every visitor, so
      // a revalidation of an unchanged page (a new build or a changed product changes it) costs no body.
      const etag = etagOf(page);
      reply.header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.status(200).send(page);
    } catch (error) {
      // The database is unreachable or too busy: the shell still loads (its own requests will retry), and a crawler
      // is told to come back rather than index an empty page.
      request.log.error({ err: error }, 'page head lookup failed');
      return reply.status(503).header('retry-after', '5').send(html);
    }
  };

  // `/` itself would hit the static folder's directory (403); it is a page like any other.
  app.get('/', (request, reply) => sendPage(request, reply, '/'));
  // Every other path that no route or build file claims goes to the handler below, through a route (as the static
  // plugin's catch-all did) so the route hooks, compression among them, apply to pages too.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: (_request, reply) => reply.callNotFound() });

  registerCrawlerFiles(app, publicUrl, sitemapPageSize);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    // An image uploaded before variants existed: make its variants on first request, then serve them.
    const variant = request.method === 'GET' || request.method === 'HEAD' ? parseVariantPath(pathname) : null;
    if (variant) {
      const file = await ensureImageVariants(uploadsDir, variant.key, variant.width);
      if (file) {
        uploadHeaders(reply, relative(uploadsDir, file));
        return reply
          .status(200)
          .type('image/webp')
          .send(await readFile(file));
      }
    }
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(pathname) &&
      !isUploadPath(pathname) &&
      !isAssetPath(pathname);
    if (!isPage) {
      const body: ErrorBody = {
        message: isApiPath(pathname)
          ? `Route ${request.method} ${pathname} not found`
          : `${pathname} not found`,
        error: 'Not Found',
      };
      return reply.status(404).send(body);
    }

    return sendPage(request, reply, pathname);
  });
}

/**
 * `/robots.txt` and the sitemap: `/sitemap.xml` (the URL list, or an index of `/sitemap-N.xml` past one page).
 * Cached an hour by anyone: a new product waits at most that long to be listed.
 */
function registerCrawlerFiles(app: FastifyInstance, publicUrl: string | undefined, pageSize: number): void {
  const crawlerHeaders = (reply: FastifyReply, type: string) =>
    reply.type(type).header('cache-control', 'public, max-age=3600');

  app.get('/robots.txt', (request, reply) =>
    crawlerHeaders(reply, 'text/plain; charset=utf-8').send(robotsTxt(pageOrigin(publicUrl, request))),
  );

  const counts = async () => {
    const { shops, products } = await sitemapCounts(app.db);
    return { fixed: INDEXABLE_PAGE_PATHS.length, shops, products };
  };

  /** One sitemap file's URLs: at most one query per table, `(id, updated_at)` only. */
  const page = async (origin: string, number: number, total: Awaited<ReturnType<typeof counts>>) => {
    const ranges = pageRanges(number, pageSize, total);
    const [shops, products] = await Promise.all([
      ranges.shops ? sitemapShops(app.db, ranges.shops.offset, ranges.shops.limit) : [],
      ranges.products ? sitemapProducts(app.db, ranges.products.offset, ranges.products.limit) : [],
    ]);
    const fixed = ranges.fixed
      ? INDEXABLE_PAGE_PATHS.slice(ranges.fixed.offset, ranges.fixed.offset + ranges.fixed.limit)
      : [];
    const entries: SitemapEntry[] = [
      ...fixed.map((path) => ({ loc: `${origin}${path}` })),
      ...shops.map((shop) => ({ loc: `${origin}/shop/${shop.id}`, lastmod: shop.updatedAt })),
      ...products.map((product) => ({
        loc: `${origin}/shop/product/${product.id}`,
        lastmod: product.updatedAt,
      })),
    ];
    return urlsetXml(entries);
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = pageOrigin(publicUrl, request);
    const total = await counts();
    const pages = sitemapPages(total.fixed + total.shops + total.products, pageSize);
    const body =
      pages === 1
        ? await page(origin, 1, total)
        : sitemapIndexXml(
            Array.from({ length: pages }, (_, index) => ({ loc: `${origin}/sitemap-${index + 1}.xml` })),
          );
    return crawlerHeaders(reply, 'application/xml; charset=utf-8').send(body);
  });

  app.get<{ Params: { number: string } }>('/sitemap-:number(^\\d{1,6}).xml', async (request, reply) => {
    const number = Number(request.params.number);
    const total = await counts();
    const pages = sitemapPages(total.fixed + total.shops + total.products, pageSize);
    if (number < 1 || number > pages) {
      const body: ErrorBody = { message: `${request.url} not found`, error: 'Not Found' };
      return reply.status(404).send(body);
    }
    const body = await page(pageOrigin(publicUrl, request), number, total);
    return crawlerHeaders(reply, 'application/xml; charset=utf-8').send(body);
  });
}

/** `/widgets/…` (the embed build, for any origin) and `/embed-demo` (the demo partner-garage page). */
async function registerWidgets(app: FastifyInstance, web: WebDirs): Promise<void> {
  const crossOrigin = (reply: FastifyReply) =>
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');

  if (web.widgets && existsSync(web.widgets)) {
    await app.register(fastifyStatic, {
      root: web.widgets,
      prefix: '/widgets/',
      index: false,
      list: false,
      cacheControl: false,
      decorateReply: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', widgetCacheControl(filePath));
        // Garages' pages load the loader and its chunks (module scripts: CORS applies) from their own origin.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  } else {
    // Not built (or not configured): a clear 404 for every widget file, never a 500 or a page.
    app.get('/widgets/*', (request, reply) => {
      request.log.warn({ dir: web.widgets }, 'widgets build is missing');
      const body: ErrorBody = { message: WIDGETS_NOT_BUILT, error: 'Not Found' };
      return crossOrigin(reply).status(404).header('cache-control', 'no-store').send(body);
    });
  }

  app.get('/embed-demo', async (request, reply) => {
    const file = web.embedDemo;
    let html: string;
    try {
      if (!file) throw Object.assign(new Error('not configured'), { code: 'ENOENT' });
      html = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      request.log.warn({ file }, 'embed demo page is missing');
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoMissingPage());
    }
    const appCsp = String(reply.getHeader('content-security-policy') ?? "default-src 'self'");
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', embedDemoCsp(appCsp))
      .send(html);
  });
}

function demoMissingPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Widget demo not found</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>Widget demo not found</h1>
<p>The demo partner-garage page (<code>packages/widgets/demo/embed-demo.html</code>) is not in this installation.</p>
<p><a href="/">Back to the marketplace</a></p></main>
</body></html>
`;
}

function notBuiltPage(app: string, dir: string): string {
  const esc = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Abossey is not built yet</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Abossey is not built yet</h1>
<p>The ${esc(app)} build is missing (<code>${esc(dir)}</code>). Run <code>npm run build</code> at the
repository root, then restart the server (<code>npm start</code> does both).</p>
<p>The API is running: <a href="/api/health">/api/health</a>.</p>
</body></html>
`;
}
