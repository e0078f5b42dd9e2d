#!/usr/bin/env node
/**
 * Runs drizzle-kit with the arguments given (`node scripts/drizzle-kit.mjs generate`).
 *
 * Why a wrapper: npm hoisted drizzle-kit to the root node_modules but nested drizzle-orm under
 * apps/api/node_modules, so drizzle-kit's own `import('drizzle-orm/version')` finds nothing and it stops with
 * "Please install latest version of drizzle-orm". A module resolve hook retries failed `drizzle-orm` imports
 * from this package (and NODE_PATH does the same for its require() calls). It only acts when the normal lookup fails, so it is harmless once npm hoists drizzle-orm.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = new URL('../package.json', import.meta.url).href;
const hook = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
    }
    throw error;
  }
}`;
const register = `import { register } from 'node:module'; register(${JSON.stringify(
  `data:text/javascript,${encodeURIComponent(hook)}`,
)});`;
const pkg = createRequire(import.meta.url).resolve('drizzle-kit');
const bin = join(dirname(pkg), 'bin.cjs');
const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(register)}`, bin, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    // drizzle-kit also require()s drizzle-orm (CommonJS), which NODE_PATH covers.
    env: { ...process.env, NODE_PATH: fileURLToPath(new URL('../node_modules', import.meta.url)) },
  },
);
process.exit(result.status ?? 1);
