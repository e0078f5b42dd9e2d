/**
 * One install for the kit's fixtures (`examples/ssr`, `examples/size`): their dependencies, merged, with `@abossey/*`
 * taken from the packed tarballs (`pack.mjs`), installed once per run into a directory OUTSIDE the repository, so
 * nothing resolves from the monorepo's own node_modules (a dependency a package forgot to declare fails here as it
 * would in an outside app). Each example is copied beside that node_modules and run from there.
 *
 *   import { installFixtures } from './fixtures.mjs'
 *   const dir = installFixtures(tarballs)   // → `<dir>/ssr`, `<dir>/size`, `<dir>/node_modules`
 *
 * `KIT_FIXTURES_DIR` overrides the directory (default: `<tmp>/abossey-kit-<hash of the repo path>`).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './pack.mjs';

const fixtureExamples = ['ssr', 'size'];
const fixturesDir =
  process.env.KIT_FIXTURES_DIR ??
  join(tmpdir(), `abossey-kit-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);

let installed;

/** Installs (once per process) the examples' merged dependencies, `@abossey/*` from `tarballs`; returns the dir. */
export function installFixtures(tarballs) {
  if (installed) return installed;
  mkdirSync(fixturesDir, { recursive: true });
  const dependencies = {};
  for (const name of fixtureExamples) {
    const manifest = JSON.parse(readFileSync(join(root, 'examples', name, 'package.json'), 'utf8'));
    for (const [dep, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      if (dep.startsWith('@abossey/')) {
        if (!tarballs[dep]) throw new Error(`examples/${name} needs ${dep}, which was not packed`);
        dependencies[dep] = `file:${tarballs[dep]}`;
      } else if (dependencies[dep] && dependencies[dep] !== range) {
        throw new Error(`examples disagree on ${dep}: ${dependencies[dep]} vs ${range}`);
      } else dependencies[dep] = range;
    }
  }
  writeFileSync(
    join(fixturesDir, 'package.json'),
    `${JSON.stringify({ name: 'abossey-kit-fixtures', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  // The tarballs keep their version in the name, so npm would keep the previous run's copy: drop it.
  rmSync(join(fixturesDir, 'node_modules/@abossey'), { recursive: true, force: true });
  const started = performance.now();
  execFileSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
    { cwd: fixturesDir, stdio: 'inherit', env: cleanNpmEnv() },
  );
  console.log(
    `  fixtures installed in ${((performance.now() - started) / 1000).toFixed(1)} s (${fixturesDir})`,
  );
  for (const name of fixtureExamples) {
    const target = join(fixturesDir, name);
    rmSync(target, { recursive: true, force: true });
    cpSync(join(root, 'examples', name), target, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist[^\\/]*)$/.test(source),
    });
  }
  if (!existsSync(join(fixturesDir, 'node_modules/@abossey/ui/package.json')))
    throw new Error('the fixtures install has no @abossey/ui');
  installed = fixturesDir;
  return installed;
}

/** The environment without `npm test`'s project settings (prefix, workspace…); the cache and registry stay. */
function cleanNpmEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^npm_(package|lifecycle)_|^npm_config_(local_prefix|prefix|workspaces?|include_workspace_root)$/i.test(
          key,
        ),
    ),
  );
}
