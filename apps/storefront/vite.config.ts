import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  ariaLocales,
  clientConditions,
  codeSplittingExcept,
  linkedThemeStylesheet,
  preloadFirstScreenFonts,
  serverConditions,
  stableStyledComponentIds,
} from '../../vite.shared.ts';
import { ROUTE_NAMESPACES } from './src/i18n/namespaces.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

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
