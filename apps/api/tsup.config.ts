import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * `dist/main.js` (ESM for Node 20) and the chunks it imports. `@abossey/sdk` is bundled from its TypeScript source (the
 * private `@abossey/source` export condition); every other dependency stays in node_modules. Splitting is on because
 * the SDK imports its response schemas dynamically (docs/adr/0009): without it esbuild inlines that module behind a lazy
 * initialiser, and the routes read `envelope` before it has run ("envelope is not a function" at start). The SQL migrations are copied
 * to `dist/migrations`, where the bundle looks for them, so `node apps/api/dist/main.js` works from any cwd.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: ['@abossey/sdk'],
  esbuildOptions(options) {
    options.conditions = ['@abossey/source', ...(options.conditions ?? [])];
  },
  async onSuccess() {
    rmSync('dist/migrations', { recursive: true, force: true });
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
