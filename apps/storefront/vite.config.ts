import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  ariaLocales,
  clientConditions,
  codeSplittingExcept,
  preloadFirstScreenFonts,
} from '../../vite.shared.ts';
import { ROUTE_NAMESPACES } from './src/i18n/namespaces.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    { ...optimizeLocales.vite({ locales: ariaLocales }), apply: 'build' },
    preloadFirstScreenFonts(),
  ],
  resolve: { conditions: clientConditions },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: codeSplittingExcept(ROUTE_NAMESPACES) } },
  },
});
