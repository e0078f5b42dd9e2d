import { defineConfig } from 'vitest/config';
import { clientConditions } from '../../vite.shared.ts';

export default defineConfig({
  resolve: { conditions: clientConditions },
  test: { include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
