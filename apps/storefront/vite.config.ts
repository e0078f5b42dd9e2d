import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  ariaLocales,
  clientConditions,
  codeSplittingExcept,
  linkedThemeStylesheet,
  precompressAssets,
  preloadFirstScreenFonts,
  serverConditions,
  stableStyledComponentIds,
} from '../../vite.shared.ts';
import { ROUTE_NAMESPACES } from './src/i18n/namespaces.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Ships `src/ssr/boot.js` (the loader of server-rendered pages, which starts the app after `load`) as a hashed asset,
 * and names it on the entry's script tag as `data-boot`, where the API finds it when it renders a page
 * (apps/api/src/web/server-render.ts). The tag itself is unchanged: pages the browser renders start as before.
 */
function deferredBoot(): Plugin {
  let reference = '';
  return {
    name: 'abossey:deferred-boot',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      // Its doc comment stays in the repository: the browser needs the code.
      const source = readFileSync(new URL('./src/ssr/boot.js', import.meta.url), 'utf8').replace(
        /^\/\*\*[\s\S]*?\*\/\s*/,
        '',
      );
      reference = this.emitFile({ type: 'asset', name: 'boot.js', source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && file.names.includes('boot.js'),
        );
        if (!reference || !boot) throw new Error('deferred-boot: boot.js is missing from the bundle');
        const tagged = html.replace(
          /<script type="module" crossorigin src="/,
          (tag) => `${tag.slice(0, -'src="'.length)}data-boot="/${boot.fileName}" src="`,
        );
        if (tagged === html) throw new Error('deferred-boot: no entry script in index.html');
        return tagged;
      },
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's app into `dist/`, and the server renderer (`src/ssr/entry-server.tsx`,
 * issue 23) into `dist-server/`, which the API imports. The workspace packages and styled-components are bundled
 * into the renderer: one styled-components for the app and ui (one style sheet to collect), and its CommonJS default
 * export resolved at build time rather than by Node.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    stableStyledComponentIds(),
    react(),
    { ...optimizeLocales.vite({ locales: ariaLocales }), apply: 'build' },
    preloadFirstScreenFonts(),
    linkedThemeStylesheet(),
    precompressAssets(),
    deferredBoot(),
  ],
  resolve: { conditions: isSsrBuild ? serverConditions : clientConditions },
  ssr: { noExternal: [/^@abossey\//, 'styled-components'], resolve: { conditions: serverConditions } },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: true,
        rolldownOptions: { output: { codeSplitting: codeSplittingExcept(ROUTE_NAMESPACES) } },
      },
}));
