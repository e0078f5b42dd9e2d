#!/usr/bin/env node
/**
 * What one component costs an outside app (issue 22): `examples/size` built with Vite twice — a React app with the
 * kit's peers in use (react, react-dom, styled-components), and the same app showing its price with `Money`, the
 * only import from the packed @abossey/ui. Fails when Money adds more than 8 KB gzip. Needs the tarballs.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installFixtures } from './fixtures.mjs';
import { packKit } from './pack.mjs';

const MONEY_BUDGET_BYTES = 8 * 1024;

export function sizeMoney(tarballs) {
  const dir = join(installFixtures(tarballs), 'size');
  const out = execFileSync(process.execPath, ['build.mjs'], { cwd: dir, encoding: 'utf8' });
  const { baseline, money } = JSON.parse(out.trim().split('\n').at(-1));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const growth = money - baseline;
  console.log(
    `  baseline ${kb(baseline)} gzip; with Money from @abossey/ui ${kb(money)} (+${kb(growth)}, budget ${kb(MONEY_BUDGET_BYTES)})`,
  );
  if (growth > MONEY_BUDGET_BYTES)
    throw new Error(
      `importing only Money grows the app by ${kb(growth)} gzip (budget ${kb(MONEY_BUDGET_BYTES)})`,
    );
  return { baseline, money, growth };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) sizeMoney(packKit());
