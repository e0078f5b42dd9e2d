import type { KnipConfig } from 'knip';

/**
 * Unused files, dependencies and exports (`npm run lint`, docs/testing.md "## Lint"). Knip finds most entry points
 * itself from package.json scripts and `exports` and from the tools' configs (vite, vitest, storybook, playwright,
 * tsup, drizzle); listed here are only those it cannot see. A package's `exports` entry files (its index.ts) are
 * public API for outside apps: their exports count as used.
 */
const config: KnipConfig = {
  // The fixture trees of scripts/lint.test.mjs are broken on purpose. examples/* are not workspaces: each is an
  // outside app with its own package.json, installed from the packed kit by scripts/kit/ (in a copy outside the repo).
  // apps/api/openapi-check/agreement.ts is type-checked by tsc against generated types (ADR 0020), imported by nothing.
  // scripts/support/*.d.mts type the shared plain-JS helpers for the TypeScript that imports them.
  ignore: ['scripts/fixtures/**', 'examples/**', 'apps/api/openapi-check/**', 'scripts/support/*.d.mts'],
  compilers: {
    // packages/ui/src/fonts.css brings in @fontsource/public-sans with CSS @import: read those as imports.
    css: (text: string) => [...text.matchAll(/(?<=@)import\s+[^;]+/g)].join(';\n'),
  },
  workspaces: {
    '.': {
      entry: [
        // Run by .ci/run before `npm ci`.
        'scripts/complete-lockfile.mjs',
        // Started as a child process by bench/run.mjs.
        'bench/hello.mjs',
        // The kit phase of scripts/test.mjs (a command string there).
        'scripts/kit/run.mjs',
      ],
      // scripts/visual.mjs runs Playwright with this second config.
      playwright: { config: ['playwright.config.ts', 'e2e/visual/playwright.config.ts'] },
    },
    'apps/storefront': {
      // knip's default entries (`!`: production code), plus the server renderer: built by `vite build --ssr src/ssr/entry-server.tsx`
      // and imported by the API at run time.
      entry: [
        '{index,cli,main}.{js,ts,tsx}!',
        'src/{index,cli,main}.{js,ts,tsx}!',
        'src/ssr/entry-server.tsx!',
      ],
    },
    'apps/api': {
      // test/openapi-clients.test.ts runs its bin by path (resolved from its package.json), which knip cannot see.
      ignoreDependencies: ['@redocly/cli'],
    },
    'packages/ui': {
      // Run by hand (their header says how).
      entry: ['scripts/*.mjs'],
      // Its font files are referenced from src/fonts.css (`url("@fontsource/public-sans/files/…")`), which knip does
      // not read.
      ignoreDependencies: ['@fontsource/public-sans'],
    },
    'packages/widgets': {
      // The embed build's entries (scripts/build-embed.mjs) and the demo server (README).
      entry: ['scripts/*.mjs', 'src/embed/*.ts'],
      // The embed build maps react to preact/compat by alias strings (scripts/build-embed.mjs), which knip cannot see.
      ignoreDependencies: ['preact'],
    },
  },
};

export default config;
