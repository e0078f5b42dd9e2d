import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clientConditions } from '../../vite.shared.ts';

/** Unit and component tests of the React build (jsdom + axe). The embed build is tested by Playwright. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: clientConditions },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Typing journeys on a busy 2-core machine (stories and other suites running) can pass 5 s.
    testTimeout: 20_000,
  },
});
