#!/usr/bin/env node
/**
 * The kit checks of `npm test` (phase `kit`, after `typecheck + build`; issue 22, docs/testing.md "Kit"): what an
 * outside developer gets from the packed `@abossey/sdk`, `@abossey/ui` and `@abossey/widgets`. The steps run in
 * order; a failing step does not stop the others (their figures are still printed) and the run fails if any did. A
 * step gets `context` (`context.tarballs`: package name → packed tarball, set by `check-packages`).
 *
 *   node scripts/kit/run.mjs                   every step
 *   node scripts/kit/run.mjs ssr size-money    just these (the packages are packed first when no step does)
 */
import { checkPackages } from './check-packages.mjs';
import { garageSite, sizeGarage } from './garage-site.mjs';
import { packKit } from './pack.mjs';
import { readmeSnippets } from './readme-snippets.mjs';
import { sizeMoney } from './size-money.mjs';
import { ssr } from './ssr.mjs';

const steps = [
  // publint and attw on each packed tarball.
  { name: 'check-packages', run: async (context) => (context.tarballs = await checkPackages()) },
  // Every exported component through renderToString, in plain Node ESM and a Vite SSR build.
  { name: 'ssr', run: (context) => ssr(context.tarballs) },
  // An app importing only Money grows by ≤ 8 KB gzip.
  { name: 'size-money', run: (context) => sizeMoney(context.tarballs) },
  // The READMEs' quick starts type-check against the built packages' types.
  { name: 'readme-snippets', run: () => readmeSnippets() },
  // examples/garage-site from the packed tarballs: type-check, build, open in Chromium beside the API.
  { name: 'garage-site', run: () => garageSite() },
  // The garage page from the packed packages ≤ 1.1 × the same page from sources.
  { name: 'size-garage', run: () => sizeGarage() },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((step) => only.includes(step.name)) : steps;
if (only.length && selected.length !== only.length) {
  console.error(`unknown step in ${only.join(', ')}; steps: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}

const context = {};
if (selected[0]?.name !== 'check-packages') context.tarballs = packKit();
const results = [];
for (const step of selected) {
  console.log(`\n▶ kit: ${step.name}`);
  const started = performance.now();
  let result = 'ok';
  try {
    await step.run(context);
  } catch (error) {
    result = 'FAILED';
    console.error(`✗ kit: ${step.name}: ${error instanceof Error ? error.message : error}`);
  }
  results.push({ name: step.name, seconds: (performance.now() - started) / 1000, result });
}
console.log('\nkit step            wall  result');
for (const { name, seconds, result } of results)
  console.log(`${name.padEnd(16)} ${`${seconds.toFixed(1)} s`.padStart(8)}  ${result}`);
if (results.some((r) => r.result !== 'ok')) process.exit(1);
