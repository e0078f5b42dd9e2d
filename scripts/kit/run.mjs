#!/usr/bin/env node
/**
 * The kit checks of `npm test` (phase `kit`, after `typecheck + build`; issue 22, docs/testing.md): the steps below
 * in order, each step's time printed, stopping at the first that fails. A step gets `context` (`context.tarballs`:
 * package name → packed tarball, set by `check-packages`) and may add to it for the steps after it.
 *
 *   node scripts/kit/run.mjs                   every step
 *   node scripts/kit/run.mjs ssr size-money    just these (the first packs the packages when no step did)
 */
import { checkPackages } from './check-packages.mjs';
import { packKit } from './pack.mjs';
import { sizeMoney } from './size-money.mjs';
import { ssr } from './ssr.mjs';

export const steps = [
  { name: 'check-packages', run: async (context) => (context.tarballs = await checkPackages()) },
  { name: 'ssr', run: (context) => ssr(context.tarballs) },
  { name: 'size-money', run: (context) => sizeMoney(context.tarballs) },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((step) => only.includes(step.name)) : steps;
if (only.length && selected.length !== only.length)
  throw new Error(`unknown step in ${only.join(', ')}; steps: ${steps.map((step) => step.name).join(', ')}`);

const context = {};
if (selected[0]?.name !== 'check-packages') context.tarballs = packKit();
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
for (const step of selected) {
  const stepStarted = performance.now();
  console.log(`kit: ${step.name}…`);
  try {
    await step.run(context);
  } catch (error) {
    console.error(`kit: ${step.name} failed after ${seconds(stepStarted)}\n${error?.message ?? error}`);
    process.exit(1);
  }
  console.log(`kit: ${step.name} ok in ${seconds(stepStarted)}`);
}
console.log(`kit: ${selected.length} steps in ${seconds(started)}`);
