/**
 * The built API (`apps/api/dist/main.js`, build first) as a child process on a free port with a throw-away PGlite
 * data directory, for the scripts that drive a real server outside the test runners: the kit's garage site
 * (scripts/kit/garage-site.mjs), the Lighthouse bench (bench/lighthouse.mjs) and the e2e suite (e2e/global-setup.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the server; `env` adds to (or overrides) its environment (e.g. `SEED: 'demo'`, `NODE_ENV: 'test'`).
 * Returns at once with `origin`, `dataDir` (its uploads and outbox), `ready` (resolves once `/api/health` answers, rejects when the server exits or after
 * 120 s, with its log) and `stop()` (ends it and removes the data directory).
 */
export async function startBuiltApi({ env = {} } = {}) {
  const entry = join(root, 'apps/api/dist/main.js');
  if (!existsSync(entry))
    throw new Error('apps/api/dist/main.js is missing: run `npx turbo run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'abossey-api-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => {
      log += chunk;
    });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = (async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`The API exited (${server.exitCode}):\n${log}`);
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
    throw new Error(`The API did not become healthy within 120 s:\n${log}`);
  })();
  // Callers that only await `ready` later must not see an unhandled rejection meanwhile.
  ready.catch(() => undefined);
  return { origin, dataDir, ready, stop };
}
