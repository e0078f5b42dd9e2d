import { configDefaults, defineConfig } from 'vitest/config';
import { serverConditions } from '../../vite.shared.ts';

/**
 * Integration tests through `app.inject` on a fresh database per test file: PGlite in memory always, and the same
 * suite again on PostgreSQL (project "postgres") when TEST_DATABASE_URL is set — each file then creates its own
 * throw-away database on that server and drops it afterwards. Each file's database is a copy of a template that
 * test/global-setup.ts migrates (and demo-seeds) once per run and project (docs/testing.md, "API tests").
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** Builds the run's template databases (test/db-templates.ts). */
const globalSetup = ['./test/global-setup.ts'];

export default defineConfig({
  // @abossey/sdk resolves to its TypeScript source (the private `@abossey/source` export condition), so tests
  // never wait for (or run against a stale) build.
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
  plugins: [
    {
      // `ssr.resolve` reaches the test files' environment only; the global setup (test/global-setup.ts, which runs
      // the app's migrations and seed) is loaded through vitest's own server environment, which needs them too.
      name: 'abossey:server-conditions-everywhere',
      configEnvironment: (name) =>
        name === 'client' ? undefined : { resolve: { conditions: serverConditions } },
    },
  ],
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    isolate: false,
    // Per project, not here: the root's globalSetup would run once more, for the root project.
    projects: [
      { extends: true as const, test: { name: 'pglite', globalSetup } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                globalSetup,
                env: { TEST_DB_KIND: 'postgres' },
                // The OpenAPI document does not depend on the database: linted and type-checked once, on PGlite.
                exclude: [...configDefaults.exclude, 'test/openapi-clients.test.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
