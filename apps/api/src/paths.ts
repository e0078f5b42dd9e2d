import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface WebDirs {
  /** Folder holding the storefront's `index.html` and `assets/` (served at `/`). */
  storefront: string;
  /**
   * The storefront's server renderer (`entry-server.js`, `vite build --ssr`): public pages come with their body
   * rendered (issue 23, SSR=1). Unset or missing: pages send the shell and the browser renders them.
   */
  storefrontServer?: string;
  /** Folder holding the console's `index.html` and `assets/` (served at `/console/`). */
  console: string;
  /** The widgets' embed build: the loader `abossey.js` and its chunks (served at `/widgets/`); unset: not served. */
  widgets?: string;
  /** The partner-garage demo page (served verbatim at `/embed-demo`); unset: not served. */
  embedDemo?: string;
}

let apiRootCache: string | undefined;

/**
 * The apps/api folder, found by walking up from this module to the package.json named `@abossey/api`.
 * Works from `src/` under tsx or vitest and from the bundled `dist/main.js`, whatever the process cwd is.
 */
export function apiRoot(): string {
  if (apiRootCache) return apiRootCache;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@abossey/api') {
          apiRootCache = dir;
          return dir;
        }
      } catch {
        // not a readable package.json; keep walking up
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @abossey/api package folder above this module.');
    dir = parent;
  }
}

/**
 * The monorepo's front-end builds: apps/storefront/dist and apps/console/dist next to apps/api, the widgets' embed
 * build packages/widgets/dist/embed and its demo page packages/widgets/demo/embed-demo.html.
 */
export function defaultWebDirs(): WebDirs {
  const apps = dirname(apiRoot());
  const widgets = join(dirname(apps), 'packages', 'widgets');
  return {
    storefront: join(apps, 'storefront', 'dist'),
    storefrontServer: join(apps, 'storefront', 'dist-server'),
    console: join(apps, 'console', 'dist'),
    widgets: join(widgets, 'dist', 'embed'),
    embedDemo: join(widgets, 'demo', 'embed-demo.html'),
  };
}

/**
 * The SQL migrations: `migrations/` beside the running module in the build (tsup copies them to
 * `dist/migrations`, next to `dist/main.js`), else `src/db/migrations` when running from source.
 */
export function migrationsFolder(): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
  if (existsSync(join(beside, 'meta', '_journal.json'))) return beside;
  return join(apiRoot(), 'src', 'db', 'migrations');
}
