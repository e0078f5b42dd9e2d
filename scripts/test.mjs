#!/usr/bin/env node
/**
 * `npm test` — every check, phase by phase, stopping at the first that fails; prints each phase's wall time and
 * the total, so the change that costs CI minutes is seen at once (issue 20; table kept in docs/testing.md).
 *
 *   npm test                        all phases
 *   npm test -- --from stories      start at a phase (after fixing it, say)
 *   npm test -- --only unit,e2e     just these phases
 *
 * `.ci/run` passes its own install time (CI_INSTALL_SECONDS) so the table covers the whole run.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const phases = [
  ['lint', 'npm run lint'],
  ['typecheck + build', 'npx turbo run typecheck build'],
  ['sizes', 'npm run size -- --enforce widgets,console'],
  ['unit', "npx turbo run test --concurrency=1 --filter='!@abossey/api'"],
  ['API on PGlite', 'npm test -w @abossey/api -- --project pglite'],
  [
    'API on PostgreSQL',
    'npm test -w @abossey/api -- --project postgres',
    () => Boolean(process.env.TEST_DATABASE_URL),
  ],
  ['stories', 'npm run test:stories'],
  ['e2e', 'npm run test:e2e'],
  ['visual', 'npm run test:visual'],
];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const slug = (name) => name.toLowerCase().split(/[^a-z]+/)[0];
const only = option('--only')?.split(',');
const from = option('--from');
let started = !from;

const rows = [];
const install = Number(process.env.CI_INSTALL_SECONDS);
if (install > 0) rows.push(['install (Chromium, npm ci)', install, 'ok']);

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
function printTable() {
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log('\nPhase                        wall    result');
  for (const [name, seconds, result] of rows)
    console.log(`${name.padEnd(28)} ${minutes(seconds).padStart(6)}  ${result}`);
  console.log(`${'total'.padEnd(28)} ${minutes(total).padStart(6)}`);
  console.log(`load average now (1, 5, 15 min): ${load}`);
}

for (const [name, command, applies] of phases) {
  if (from && slug(name) === from) started = true;
  if (!started || (only && !only.includes(slug(name)))) continue;
  if (applies && !applies()) {
    rows.push([name, 0, 'skipped (no TEST_DATABASE_URL)']);
    continue;
  }
  console.log(`\n▶ ${name}: ${command}`);
  const start = performance.now();
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = (performance.now() - start) / 1000;
  rows.push([name, seconds, status === 0 ? 'ok' : `FAILED (exit ${status})`]);
  if (status !== 0) {
    printTable();
    process.exit(status ?? 1);
  }
}
printTable();
