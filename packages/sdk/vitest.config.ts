import { defineConfig } from 'vitest/config';
import { serverConditions } from '../../vite.shared';

export default defineConfig({
  resolve: { conditions: serverConditions },
  test: { include: ['src/**/*.test.ts'] },
});
