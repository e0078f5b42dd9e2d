import { defineConfig } from 'vitest/config';
import { serverConditions } from '../../vite.shared.ts';

export default defineConfig({
  resolve: { conditions: serverConditions },
  test: { include: ['src/**/*.test.ts'] },
});
