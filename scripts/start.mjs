#!/usr/bin/env node
// `npm start`: build whatever is missing or stale (turbo's cache makes this a no-op when nothing changed),
// then run the one production server that serves the API, the storefront and the console on one origin.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building Abossey (only what changed)…');
  const turbo = join(root, 'node_modules', '.bin', 'turbo');
  if (!existsSync(turbo)) {
    console.error('Dependencies are not installed. Run `npm install` first, then `npm start`.');
    process.exit(1);
  }
  const build = spawnSync(turbo, ['run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) {
    console.error('The build failed (see above). Fix the error, then run `npm start` again.');
    process.exit(build.status ?? 1);
  }
}

const server = spawnSync(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
  stdio: 'inherit',
  env,
});
process.exit(server.status ?? (server.signal ? 0 : 1));
