import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  ariaLocales,
  clientConditions,
  codeSplittingExcept,
  linkedThemeStylesheet,
  precompressAssets,
  preloadFirstScreenFonts,
  stableStyledComponentIds,
} from '../../vite.shared.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

// Assets live under /console/ so the one server can serve both apps on one origin (see CONSOLE_ASSET_BASE).
export default defineConfig({
  base: '/console/',
  plugins: [
    stableStyledComponentIds(),
    react(),
    { ...optimizeLocales.vite({ locales: ariaLocales }), apply: 'build' },
    preloadFirstScreenFonts(),
    linkedThemeStylesheet(),
    precompressAssets(),
  ],
  resolve: { conditions: clientConditions },
  server: { port: 5174, proxy: { '/api': api, '/uploads': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Screens that bring their own strings (src/i18n.ts): they stay with them, out of the language chunks.
    rolldownOptions: {
      output: { codeSplitting: codeSplittingExcept(['products', 'productForm', 'fitment']) },
    },
  },
});
