import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clientConditions } from '../../vite.shared.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: clientConditions,
    alias: {
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
