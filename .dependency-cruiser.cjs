// Layers of the monorepo, checked by `npm run lint` (docs/testing.md, "## Lint").
//
//   apps/storefront, apps/console ─→ packages/widgets ─→ packages/ui ─→ packages/sdk
//   apps/api ─────────────────────────────────────────────────────────→ packages/sdk
//
// An arrow may be skipped (an app may import the SDK directly) but never reversed, and no module may reach itself
// through its own imports (no cycles, type-only imports included: a type loop is still a loop between modules).
// Workspace packages resolve through their "@abossey/source" export condition to their src/, so a
// cross-package import is seen as the file it really reaches.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A module reaches itself through its imports. Move what both sides share into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'sdk-is-the-bottom',
      severity: 'error',
      comment: 'packages/sdk imports no ui, widgets or app: everything else builds on it.',
      from: { path: '^packages/sdk/' },
      to: { path: '^(packages/(ui|widgets)|apps)/' },
    },
    {
      name: 'ui-imports-only-sdk',
      severity: 'error',
      comment: 'packages/ui imports the SDK only, never widgets or an app.',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/widgets|apps)/' },
    },
    {
      name: 'widgets-import-no-app',
      severity: 'error',
      comment: 'packages/widgets builds on ui and sdk and never imports an app.',
      from: { path: '^packages/widgets/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-imports-only-sdk',
      severity: 'error',
      comment: 'apps/api shares only the SDK (schemas, domain rules) with the front ends.',
      from: { path: '^apps/api/' },
      to: { path: '^(packages/(ui|widgets)|apps/(storefront|console))/' },
    },
    {
      name: 'apps-import-no-other-app',
      severity: 'error',
      comment: 'An app imports packages, never another app.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // examples/* are outside apps on the packed kit (scripts/kit/), not layers of the monorepo.
    exclude: {
      path: '(^|/)(node_modules|dist|dist-server|storybook-static|\\.data)/|^scripts/fixtures/|^examples/|^\\.kit/',
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@abossey/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    // Reuses the last run's results for unchanged files (by content, so a fresh clone or a switched branch is safe).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
