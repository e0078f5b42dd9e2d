import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { styledComponentIds } from './scripts/support/styled-component-ids.mjs';

/**
 * Workspace packages export their TypeScript under the private `@abossey/source` condition (docs/adr/0001).
 * Vite's `resolve.conditions` replaces its defaults, so the defaults are kept explicitly.
 */
const SOURCE_CONDITION = '@abossey/source';
export const clientConditions = [SOURCE_CONDITION, ...defaultClientConditions];
export const serverConditions = [SOURCE_CONDITION, ...defaultServerConditions];

/**
 * styled-components ids from each module's path in the repository, not from the order components are created, so a
 * server build and the browser give a component the same class (scripts/support/styled-component-ids.mjs).
 */
export const stableStyledComponentIds = () => styledComponentIds({ root: import.meta.dirname });

const LANGUAGE_FILE = /[\\/]locales[\\/](?:.+[\\/])?(fr|vi|cn|ar)\.json$/;

/**
 * Chunking of the apps' production builds (issue 9, first-page JavaScript): the strings of each non-English language
 * — the ui strings, the message catalogue and every app namespace, `…/locales/…/<lng>.json` — go into one chunk per
 * language, fetched when that language is chosen (`createLazyI18n`). English stays in the entry chunk.
 *
 * The files of the namespaces listed (`…/locales/<namespace>/<lng>.json`) stay out of the language chunks: each goes
 * with the screens that use it (the storefront's route namespaces, `apps/storefront/src/i18n/namespaces.ts`; the
 * console's products index), so choosing a language does not download every screen's strings.
 *
 * Everything the first page loads (Rolldown's `$initial`: the entry and its static imports) is one chunk (issue 23).
 * Left alone, Rolldown cut it into some thirty chunks by which lazy screens share each module; the page loaded them
 * all anyway, each compressed on its own and joined by import/export lists: about 14 KB more gzip in the storefront.
 * The language group comes first, so the other languages' catalogues that `ui/i18n/messages.ts` imports (bundled for
 * `createI18n`, unused by the apps) stay in their language chunks.
 */
export function codeSplittingExcept(namespaces: readonly string[]) {
  return {
    groups: [
      {
        name: (id: string) => {
          const language = LANGUAGE_FILE.exec(id)?.[1];
          if (!language || namespaces.includes(id.split(/[\\/]/).at(-2) ?? '')) return null;
          return `locale-${language}`;
        },
      },
      { name: 'first-page', tags: ['$initial' as const] },
    ],
  };
}

/**
 * The react-aria strings the production builds keep (`@react-aria/optimize-locales-plugin`): the five translated
 * languages. react-aria ships its built-in labels in 34 locales; de, es and en-GH show English text, and their
 * react-aria labels are English too.
 */
export const ariaLocales = ['en', 'fr', 'vi', 'zh-CN', 'ar'];

/**
 * For an app that imports `@abossey/ui/theme.css` (the theme's variables as a file, in the page's stylesheet and so in
 * every server-rendered page's head): tells the ui `ThemeProvider` not to inject the same CSS through
 * styled-components, so the CSS and the code that writes it stay out of the app's JavaScript (issue 23). Both builds
 * of an app (browser and server renderer) take it, so they render the same.
 */
export function linkedThemeStylesheet(): Plugin {
  return {
    name: 'abossey:linked-theme-stylesheet',
    config: () => ({ define: { __ABOSSEY_THEME_CSS_LINKED__: 'true' } }),
  };
}

/** The Public Sans faces a first screen draws with: the latin subset of the four weights the theme uses. */
const FIRST_SCREEN_FONTS = /(^|\/)public-sans-latin-[4-7]00-normal-[\w-]+\.woff2$/;

/**
 * Preloads the first screen's Public Sans faces from `index.html`. `@abossey/ui/fonts.css` declares them
 * `font-display: optional` (no reflow when a face is late, docs/adr/0023); preloaded, they are there in time
 * whenever the network allows, and Chrome holds the first paint for them instead of swapping.
 */
export function preloadFirstScreenFonts(): Plugin {
  let base = '/';
  return {
    name: 'abossey:preload-first-screen-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.keys(context.bundle ?? {})
          .filter((file) => FIRST_SCREEN_FONTS.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:m?js|css)$/;

/**
 * Writes each script and style sheet of a production build beside itself as `.br` (Brotli at its best quality) and
 * `.gz` (gzip -9), which the API serves as they are to a browser that accepts them (`preCompressed`). Compressed on
 * the fly, Brotli runs at a fast, weaker setting: the storefront's entry went over the wire as 199 KB, at quality 11
 * it is 169 KB (issue 23: the script a phone downloads). Files under 1 KB are not worth a request's difference.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'abossey:precompress-assets',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
