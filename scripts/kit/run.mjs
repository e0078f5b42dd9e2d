#!/usr/bin/env node
/**
 * The kit checks of issue 22 (`npm test`'s `kit` phase, after `typecheck + build`): what an outside developer gets
 * from `@abossey/sdk`, `@abossey/ui` and `@abossey/widgets`. Each step runs in turn; a failing step does not stop
 * the others (their figures are still printed), and the run fails if any did. Timings: docs/testing.md ("Kit").
 *
 *   node scripts/kit/run.mjs                     every step
 *   node scripts/kit/run.mjs garage-site ...     just these
 */
import { execSync } from 'node:child_process';
import { garageSite, sizeGarage } from './garage-site.mjs';
import { readmeSnippets } from './readme-snippets.mjs';

/** `run`: a function (awaited) or a shell command. */
const steps = [
  // The READMEs' quick starts type-check against the built packages' types.
  { name: 'readme-snippets', run: readmeSnippets },
  // examples/garage-site from the packed tarballs: type-check, build, open in Chromium beside the API.
  { name: 'garage-site', run: garageSite },
  // The garage page from the packed packages ≤ 1.1 × the same page from sources.
  { name: 'size-garage', run: sizeGarage },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`unknown step ${unknown.join(', ')} (${steps.map((step) => step.name).join(', ')})`);
  process.exit(2);
}
const results = [];
for (const step of steps.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  console.log(`\n▶ kit: ${step.name}`);
  const started = performance.now();
  let result = 'ok';
  try {
    if (typeof step.run === 'function') await step.run();
    else execSync(step.run, { stdio: 'inherit' });
  } catch (error) {
    result = 'FAILED';
    console.error(`✗ ${step.name}: ${error instanceof Error ? error.message : error}`);
  }
  results.push({ name: step.name, seconds: (performance.now() - started) / 1000, result });
}
console.log('\nkit step            wall  result');
for (const { name, seconds, result } of results)
  console.log(`${name.padEnd(16)} ${`${seconds.toFixed(1)} s`.padStart(8)}  ${result}`);
if (results.some((r) => r.result !== 'ok')) process.exit(1);
