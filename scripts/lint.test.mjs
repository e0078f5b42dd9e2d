/**
 * Proof that `npm run lint` catches what it claims to (docs/testing.md, "## Lint"): each test copies the clean
 * fixture monorepo scripts/fixtures/lint/base to a temporary folder, adds one defect, and runs the project's own
 * tools and configs on it (`.dependency-cruiser.cjs`, `knip.ts`, `scripts/lint-case-pairs.mjs`), expecting a
 * failure whose report names the defects and nothing else.
 *
 *   node --test scripts/lint.test.mjs      (part of npm run lint)
 */

import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const depcruiseConfig = join(root, '.dependency-cruiser.cjs');
const knipConfig = join(root, 'knip.ts');
const casePairs = join(root, 'scripts', 'lint-case-pairs.mjs');

const temporary = [];
after(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the clean fixture with `files` (path → content) added or replaced, its workspaces linked as npm would. */
function fixture(files = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'abossey-lint-'));
  temporary.push(dir);
  cpSync(join(root, 'scripts', 'fixtures', 'lint', 'base'), dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules', '@abossey'), { recursive: true });
  for (const name of ['sdk', 'ui', 'widgets'])
    symlinkSync(join('..', '..', 'packages', name), join(dir, 'node_modules', '@abossey', name));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(
      join(dir, path),
      typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
    );
  }
  return dir;
}

const readJson = (path) =>
  JSON.parse(readFileSync(join(root, 'scripts', 'fixtures', 'lint', 'base', path), 'utf8'));

/** Runs a command in `cwd`; resolves with its exit code and output (never rejects on a non-zero exit). */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const depcruise = (cwd) => run(bin('depcruise'), ['.', '--config', depcruiseConfig], cwd);
const knip = (cwd, ...args) =>
  run(
    bin('knip'),
    ['--config', knipConfig, '--no-progress', '--no-config-hints', '--reporter', 'compact', ...args],
    cwd,
  );
/** lint-case-pairs reads `git ls-files`, so the copy becomes a git repository (nothing is committed). */
function casePairsIn(cwd) {
  execFileSync('git', ['init', '--quiet'], { cwd });
  return run(process.execPath, [casePairs], cwd);
}

/** A non-zero exit, and exactly these lines of output (trimmed, blank ones left out): no other finding. */
function assertFindings({ code, output }, ...expected) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  assert.notEqual(code, 0, `expected a failure:\n${output}`);
  assert.deepEqual(lines, expected);
}

// Each tool runs once on a copy with its defects, the three in parallel. Each assertion lists the tool's whole
// report, so the clean rest of the fixture (apps → ui → sdk, api → sdk, dependencies declared and used) is shown to
// pass in the same run.
describe('npm run lint fails on', { concurrency: true }, () => {
  test('an upward import and a cycle (dependency-cruiser, a type-only import counts)', async () => {
    const dir = fixture({
      // The SDK imports ui.
      'packages/sdk/src/label.ts':
        "import { priceLabel } from '@abossey/ui';\n\nexport const label = priceLabel;\n",
      // client.ts builds the resources, which import client.ts's types: the SDK's old loop.
      'packages/sdk/src/index.ts':
        "export { createClient } from './client.js';\nexport { formatPrice } from './money.js';\n",
      'packages/sdk/src/client.ts':
        "import { ordersResource } from './orders.js';\n\nexport type Requester = () => Promise<unknown>;\nexport const createClient = (request: Requester) => ({ orders: ordersResource(request) });\n",
      'packages/sdk/src/orders.ts':
        "import type { Requester } from './client.js';\n\nexport const ordersResource = (request: Requester) => ({ list: () => request() });\n",
    });
    assertFindings(
      await depcruise(dir),
      'error sdk-is-the-bottom: packages/sdk/src/label.ts → packages/ui/src/index.ts',
      'error no-cycle: packages/sdk/src/client.ts →',
      'packages/sdk/src/orders.ts →',
      'packages/sdk/src/client.ts',
      'x 2 dependency violations (2 errors, 0 warnings). 9 modules, 10 dependencies cruised.',
    );
  });

  test('an unused dependency, and a runtime one only a test uses (knip, then knip --production)', async () => {
    const ui = readJson('packages/ui/package.json');
    const storefront = readJson('apps/storefront/package.json');
    const dir = fixture({
      'packages/ui/package.json': { ...ui, dependencies: { ...ui.dependencies, 'left-pad': '^1.3.0' } },
      'apps/storefront/package.json': {
        ...storefront,
        dependencies: { ...storefront.dependencies, '@abossey/widgets': '*' },
        devDependencies: { vitest: '*' },
      },
      'apps/storefront/src/price.test.ts':
        "import { widgetPrice } from '@abossey/widgets';\nimport { expect, test } from 'vitest';\n\ntest('price', () => expect(widgetPrice(100)).toBe('1.00'));\n",
    });
    const [all, production] = await Promise.all([knip(dir), knip(dir, '--production', '--dependencies')]);
    assertFindings(all, 'Unused dependencies (1)', 'packages/ui/package.json: left-pad');
    assertFindings(
      production,
      'Unused dependencies (2)',
      'apps/storefront/package.json: @abossey/widgets',
      'packages/ui/package.json: left-pad',
    );
  });

  test('names in one folder that differ only by case (lint-case-pairs)', async () => {
    const dir = fixture({
      'packages/ui/src/productForm.ts': 'export const fields = [];\n',
      'packages/ui/src/ProductForm.tsx': 'export const ProductForm = () => null;\n',
      'apps/api/src/Config.ts': 'export {};\n',
      'apps/api/src/config.ts': 'export {};\n',
      // Same name apart from the extension, in the same case: fine.
      'packages/ui/src/theme.ts': 'export {};\n',
      'packages/ui/src/theme.css': '',
    });
    assertFindings(
      await casePairsIn(dir),
      'lint-case-pairs: 2 set(s) of names in one folder that differ only by case; rename one of each:',
      'apps/api/src/{Config.ts, config.ts}',
      'packages/ui/src/{ProductForm.tsx, productForm.ts}',
    );
  });
});
