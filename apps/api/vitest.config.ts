import { defineConfig } from 'vitest/config';
import { serverConditions } from '../../vite.shared.ts';

/**
 * Integration tests through `app.inject` on a fresh database per test file: PGlite in memory always, and the same
 * suite again on PostgreSQL (project "postgres") when TEST_DATABASE_URL is set — each file then creates its own
 * throw-away database on that server and drops it afterwards.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  // @abossey/sdk resolves to its TypeScript source (the private `@abossey/source` export condition), so tests
  // never wait for (or run against a stale) build.
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true as const, test: { name: 'pglite' } },
      ...(postgres
        ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DB_KIND: 'postgres' } } }]
        : []),
    ],
  },
});
