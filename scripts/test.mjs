#!/usr/bin/env node
/**
 * `npm test` — every check, one phase at a time (or in two lanes side by side with --lanes), stopping at the first
 * that fails; prints each phase's start and wall time and the total, so the change that costs CI minutes is seen at
 * once (issue 20; docs/testing.md).
 *
 *   npm test                        all phases
 *   npm test -- --from stories      start at a phase (after fixing it, say)
 *   npm test -- --only unit,e2e     just these phases
 *   npm test -- --lanes             the node lane and the browser lane side by side
 *
 * `.ci/run` passes its own install time (CI_INSTALL_SECONDS) so the table covers the whole run.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

/**
 * With --lanes, two lanes run side by side, each one phase at a time, so both cores are busy (most phases keep one core busy:
 * one Vitest worker, one PGlite, one Chromium tab at a time). The browser lane holds every suite that drives
 * Chromium, so browser suites never run together — never more browser workers than cores. A phase waits for the
 * phases it `needs` in the other lane (e2e needs the built server and apps; visual needs the Storybook build).
 */
const phases = [
  { name: 'lint', lane: 'node', command: 'npm run lint' },
  { name: 'typecheck + build', lane: 'node', command: 'npx turbo run typecheck build' },
  { name: 'sizes', lane: 'node', command: 'npm run size -- --enforce widgets,apps' },
  // The packed kit as an outside app gets it (issue 22): publint + attw, SSR of every component, Money-only size.
  { name: 'kit', lane: 'node', command: 'node scripts/kit/run.mjs', needs: ['typecheck + build'] },
  { name: 'storybook build', lane: 'node', command: 'npm run build-storybook -- --quiet' },
  { name: 'unit', lane: 'node', command: "npx turbo run test --concurrency=1 --filter='!@abossey/api'" },
  { name: 'API on PGlite', lane: 'node', command: 'npm test -w @abossey/api -- --project pglite' },
  {
    name: 'API on PostgreSQL',
    lane: 'node',
    command: 'npm test -w @abossey/api -- --project postgres',
    skip: () => !process.env.TEST_DATABASE_URL && 'skipped (no TEST_DATABASE_URL)',
  },
  { name: 'stories', lane: 'browser', command: 'npm run test:stories' },
  { name: 'e2e', lane: 'browser', command: 'npm run test:e2e', needs: ['typecheck + build'] },
  {
    name: 'visual',
    lane: 'browser',
    command: 'npm run test:visual -- --no-build',
    needs: ['storybook build'],
  },
];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
/** A phase is named on the command line by its first word or by its whole name in kebab case (api-on-postgresql). */
const kebab = (name) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
const slug = (name) => kebab(name).split('-')[0];
const names = (phase, word) => word === slug(phase.name) || word === kebab(phase.name);
const only = option('--only')?.split(',');
const from = option('--from');
// Lanes are opt-in until every suite passes under their load (docs/testing.md, "Lanes").
const serial = !args.includes('--lanes');
const fromIndex = from ? phases.findIndex((p) => names(p, from)) : 0;
const selected = phases.filter(
  (phase, index) => index >= fromIndex && (!only || only.some((word) => names(phase, word))),
);

const rows = [];
const install = Number(process.env.CI_INSTALL_SECONDS) || 0;
if (install > 0)
  rows.push({ name: 'install (Chromium, npm ci)', lane: '', start: 0, seconds: install, result: 'ok' });

const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const runStarted = performance.now();
const elapsed = () => (performance.now() - runStarted) / 1000;

function printTable() {
  const total = install + elapsed();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log('\nPhase                        lane      start    wall  result');
  for (const { name, lane, start, seconds, result } of rows)
    console.log(
      `${name.padEnd(28)} ${lane.padEnd(8)} ${minutes(start).padStart(6)} ${minutes(seconds).padStart(7)}  ${result}`,
    );
  console.log(
    `${'total (wall, end to end)'.padEnd(28)} ${''.padEnd(8)} ${''.padStart(6)} ${minutes(total).padStart(7)}`,
  );
  console.log(`load average now (1, 5, 15 min): ${load}`);
}

/** Phase name → promise of its success; a phase not selected counts as done. */
const finished = new Map();
const children = new Set();
let failed = false;

function runPhase(phase) {
  return new Promise((resolve) => {
    const start = elapsed();
    console.log(`\n▶ ${phase.name}: ${phase.command}`);
    const prefix = serial ? '' : `[${slug(phase.name)}] `;
    const child = spawn(phase.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => partial && process.stdout.write(`${prefix}${partial}\n`));
    }
    child.on('exit', (code, signal) => {
      children.delete(child);
      const ok = code === 0;
      rows.push({
        name: phase.name,
        lane: serial ? '' : phase.lane,
        start: install + start,
        seconds: elapsed() - start,
        result: ok ? 'ok' : signal ? `stopped (${signal})` : `FAILED (exit ${code})`,
      });
      resolve(ok);
    });
  });
}

/** The first failure stops the run: the other lane's phase is stopped, nothing new starts. */
function stopAll() {
  failed = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Runs a lane's phases in order; each phase settles as it ends, so the other lane's `needs` wait only for it. */
async function runLane(lanePhases) {
  for (const phase of lanePhases) {
    const needs = (phase.needs ?? []).map((name) => finished.get(name)).filter(Boolean);
    const ready = (await Promise.all(needs)).every(Boolean);
    let ok = false;
    if (!failed && ready) {
      const reason = phase.skip?.();
      if (reason) {
        rows.push({
          name: phase.name,
          lane: phase.lane,
          start: install + elapsed(),
          seconds: 0,
          result: reason,
        });
        ok = true;
      } else {
        ok = await runPhase(phase);
        if (!ok) stopAll();
      }
    }
    settle.get(phase.name)(ok);
    if (!ok) {
      // Whatever is left in this lane will not run; release anything waiting on it.
      for (const rest of lanePhases) settle.get(rest.name)(false);
      return;
    }
  }
}

// Each phase's promise exists before any lane starts, so `needs` can wait on a phase of the other lane.
const settle = new Map();
for (const phase of selected) {
  finished.set(phase.name, new Promise((resolve) => settle.set(phase.name, resolve)));
}
const lanes = serial
  ? [selected]
  : ['node', 'browser'].map((lane) => selected.filter((p) => p.lane === lane));
await Promise.all(lanes.map(runLane));

rows.sort((a, b) => a.start - b.start);
printTable();
process.exit(failed ? 1 : 0);
