import { defineConfig } from 'vitest/config';
import { clientConditions } from '../../vite.shared';

export default defineConfig({
  resolve: { conditions: clientConditions },
  test: { include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
});
