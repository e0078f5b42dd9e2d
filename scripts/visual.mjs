#!/usr/bin/env node
/**
 * `npm run test:visual` — the visual review (issue 8). Builds Storybook into storybook-static/, screenshots every
 * story in Chromium in light, dark and Arabic RTL (e2e/visual/stories.visual.ts) and compares one sheet per story
 * file and mode with e2e/visual/baselines/<mode>/<file>.png.
 *
 *   npm run test:visual                    build, compare; missing baselines are written and listed (with CI set,
 *                                          as in `npm test` under .ci/run, a missing baseline fails instead)
 *   npm run test:visual -- --update        build, rewrite every baseline (review the images, then commit them)
 *   npm run test:visual -- --no-build      reuse the last storybook-static/ build
 *   npm run test:visual -- -g Button       only the story files whose title matches (Playwright's --grep)
 *
 * Environment: VISUAL_UPDATE=1 is the same as --update; VISUAL_OUTPUT_DIR (default test-results/visual) receives
 * expected / actual / diff images of every changed sheet; CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update') || process.env.VISUAL_UPDATE === '1';
// In CI a story file without a committed baseline fails (the sheet is still written, to look at and commit);
// elsewhere it is written and listed.
const ci = Boolean(process.env.CI) && !update;
const build = !args.includes('--no-build');
const passThrough = args.filter((a) => a !== '--update' && a !== '--no-build');
const outputDir = resolve(root, process.env.VISUAL_OUTPUT_DIR ?? 'test-results/visual');
const baselines = join(root, 'e2e/visual/baselines');

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

if (build || !existsSync(join(root, 'storybook-static/index.json'))) {
  console.log('Building Storybook (storybook-static/)…');
  if (run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']) !== 0) process.exit(1);
}

/** PNG files under a folder, with their modification times. */
function pngs(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.png'))
    .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }));
}

const before = new Map(pngs(baselines).map((f) => [f.path, f.mtime]));
const status = run(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'e2e/visual/playwright.config.ts',
    `--update-snapshots=${update ? 'changed' : ci ? 'none' : 'missing'}`,
    ...passThrough,
  ],
  { VISUAL_OUTPUT_DIR: outputDir },
);

const after = pngs(baselines);
const created = after.filter((f) => !before.has(f.path));
const rewritten = after.filter((f) => before.has(f.path) && before.get(f.path) !== f.mtime);
if (created.length > 0) {
  console.log(
    `\n${created.length} new baseline(s) written (a story file without one) — review and commit them:`,
  );
  for (const f of created) console.log(`  ${relative(root, f.path)}`);
}
if (update && rewritten.length > 0) {
  console.log(
    `\n${rewritten.length} baseline(s) rewritten — review them with git diff / an image viewer, then commit.`,
  );
}
const diffs = pngs(outputDir).filter((f) => f.path.endsWith('-diff.png'));
if (diffs.length > 0) {
  console.log(
    `\n${diffs.length} sheet(s) changed. Expected / actual / diff images are in ${relative(root, outputDir)}/:`,
  );
  for (const f of diffs) console.log(`  ${relative(root, f.path)}`);
  console.log('If the change is intended, run: npm run test:visual -- --update (then commit the baselines).');
}
process.exit(status);
