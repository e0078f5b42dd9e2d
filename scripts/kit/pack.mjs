#!/usr/bin/env node
/**
 * Packs @abossey/sdk, @abossey/ui and @abossey/widgets (built first: `npx turbo run build`) as npm would publish them,
 * into `.kit/tarballs/`, so the kit checks install exactly what an outside app would (issue 22).
 *
 *   node scripts/kit/pack.mjs        prints the tarballs' paths as JSON ({ "@abossey/sdk": "/abs/…tgz", … })
 *   import { packKit } from './pack.mjs'
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const kitPackages = ['sdk', 'ui', 'widgets'];

/** Packs the three packages into `<root>/.kit/tarballs` (emptied first); returns name → absolute tarball path. */
export function packKit({ destination = join(root, '.kit/tarballs') } = {}) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  const tarballs = {};
  for (const name of kitPackages) {
    const out = execFileSync(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
      { cwd: join(root, 'packages', name), encoding: 'utf8' },
    );
    const [info] = JSON.parse(out);
    tarballs[info.name] = join(destination, info.filename);
  }
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(packKit(), null, 2));
}
