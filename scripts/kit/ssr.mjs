#!/usr/bin/env node
/**
 * The SSR fixture (`examples/ssr`, issue 22): installs the packed tarballs (`fixtures.mjs`), then renders every
 * exported component with `react-dom/server` in plain Node ESM, and again from a default `vite build --ssr`; and
 * type-checks a consumer (`consumer.tsx`) with `skipLibCheck: false` under `moduleResolution` node16 and
 * node (node10). Needs the tarballs (`check-packages.mjs` packs them).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installFixtures } from './fixtures.mjs';
import { packKit } from './pack.mjs';

export function ssr(tarballs) {
  const dir = join(installFixtures(tarballs), 'ssr');
  const run = (command, args) => execFileSync(command, args, { cwd: dir, stdio: 'inherit' });
  run(process.execPath, ['render.mjs']);
  run(process.execPath, [
    join(dir, '../node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'render.mjs',
    '--outDir',
    'dist-ssr',
    '--logLevel',
    'warn',
  ]);
  run(process.execPath, ['dist-ssr/render.js']);
  const tsc = join(dir, '../node_modules/typescript/bin/tsc');
  for (const config of ['tsconfig.json', 'tsconfig.node10.json']) {
    run(process.execPath, [tsc, '-p', config]);
    console.log(`  types: ${config} (skipLibCheck false) ok`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ssr(packKit());
