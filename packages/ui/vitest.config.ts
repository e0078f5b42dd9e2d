import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Workspace packages resolve to their TypeScript source. Not through `resolve.conditions: ['source']`:
      // react-aria, react-stately and react-aria-components also declare a `source` condition whose files they
      // do not publish, so Vite would fail to resolve them.
      '@abossey/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      // jsdom is a browser: use styled-components' browser build (its Node build never injects global styles).
      'styled-components': require.resolve('styled-components/dist/styled-components.browser.esm.js'),
    },
  },
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
