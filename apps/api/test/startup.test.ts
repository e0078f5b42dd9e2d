/**
 * The real entry point (`src/main.ts` under tsx), as a person starts it: fixable problems end with ONE sentence
 * on stderr and exit code 1; a good start prints the URL and the demo logins, and SIGTERM shuts down cleanly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/paths.js';
import { createTestDatabase, dbKind, type TestDatabase } from './helpers.js';

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function startServer(env: Record<string, string | undefined>): Run {
  const clean = { ...process.env };
  for (const key of [
    'PORT',
    'HOST',
    'DATA_DIR',
    'DATABASE_URL',
    'SEED',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'LOG_LEVEL',
  ]) {
    delete clean[key];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@abossey/source', 'src/main.ts'], {
    cwd: apiRoot(),
    env: { ...clean, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    err += String(chunk);
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function failsWith(env: Record<string, string | undefined>, sentence: string) {
  const run = startServer(env);
  const code = await run.exit;
  expect(run.stderr()).toBe(`${sentence}\n`);
  expect(code).toBe(1);
  return run;
}

async function waitFor(run: Run, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  const started = Date.now();
  for (;;) {
    const match = run.stdout().match(pattern);
    if (match) return match;
    if (run.child.exitCode !== null) throw new Error(`server exited early: ${run.stderr()}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for ${pattern}; stderr: ${run.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let tmp: string;
let busy: Server;
let busyPort: number;

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'abossey-start-'));
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '0.0.0.0', resolve));
  busyPort = (busy.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve));
  await chmod(join(tmp, 'ro'), 0o700).catch(() => {});
  await rm(tmp, { recursive: true, force: true });
});

describe('start-up failures say what to change, in one sentence', () => {
  it('busy PORT', async () => {
    await failsWith(
      { PORT: String(busyPort), DATA_DIR: join(tmp, 'busy') },
      `Port ${busyPort} is already in use. Set PORT to a free port, e.g. PORT=${busyPort + 1} npm start.`,
    );
  });

  it('DATA_DIR that cannot be written', async () => {
    // root may write anywhere, so as root use a folder the kernel refuses to create.
    let denied = '/sys/abossey-test-data';
    if (process.getuid?.() !== 0) {
      await mkdir(join(tmp, 'ro'), { recursive: true });
      await chmod(join(tmp, 'ro'), 0o500);
      denied = join(tmp, 'ro', 'data');
    }
    await failsWith(
      { PORT: '0', DATA_DIR: denied },
      `Cannot use DATA_DIR ${denied}: permission denied. Set DATA_DIR to a writable folder.`,
    );
  });

  it('DATA_DIR that is a file', async () => {
    const file = join(tmp, 'a-file');
    await writeFile(file, 'not a folder');
    await failsWith(
      { PORT: '0', DATA_DIR: join(file, 'data') },
      `Cannot use DATA_DIR ${join(file, 'data')}: it is not a folder. Set DATA_DIR to a writable folder.`,
    );
  });

  it('unreachable DATABASE_URL, without printing its password', async () => {
    const run = await failsWith(
      {
        PORT: '0',
        DATA_DIR: join(tmp, 'pg'),
        DATABASE_URL: 'postgresql://abossey:s3cret@127.0.0.1:1/abossey',
      },
      'Cannot connect to PostgreSQL at postgresql://abossey:***@127.0.0.1:1/abossey (connection refused); check that the server is running and DATABASE_URL is right.',
    );
    expect(run.stderr()).not.toContain('s3cret');
  });

  it('bad PORT, SEED and ADMIN_PASSWORD values, and production without PUBLIC_URL', async () => {
    await Promise.all([
      failsWith(
        { PORT: 'abc' },
        'PORT must be a whole number from 0 to 65535 (got "abc"); for example PORT=3000.',
      ),
      failsWith({ PORT: '0', SEED: 'lots' }, 'SEED must be "demo" or "none" (got "lots").'),
      // Issue 21: links in mails must never come from a request header, so production needs PUBLIC_URL.
      failsWith(
        { PORT: '0', NODE_ENV: 'production', PUBLIC_URL: '' },
        "PUBLIC_URL must be set in production to the web app's public origin, e.g. PUBLIC_URL=https://abossey.example, so links in mails point at your site.",
      ),
      failsWith(
        { PORT: '0', ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' },
        'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter and a number.',
      ),
    ]);
  });
});

describe('a good start', () => {
  let testDb: TestDatabase | undefined;

  afterAll(async () => {
    await testDb?.drop();
  });

  it('prints the URL and demo logins, serves the API, does not reseed on restart, and stops cleanly', async () => {
    const dataDir = join(tmp, 'good');
    const env: Record<string, string | undefined> = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Ops-Pass-123',
    };
    if (dbKind === 'postgres') {
      testDb = await createTestDatabase();
      await testDb.database.close();
      env.DATABASE_URL = testDb.url;
    }

    for (const round of [1, 2]) {
      const run = startServer(env);
      try {
        const [, url] = await waitFor(run, /Abossey is running at (http:\/\/localhost:\d+\/)/);
        const out = run.stdout();
        expect(out).toContain(`Widgets demo (a partner garage's page): ${url}embed-demo`);
        expect(out).toMatch(/admin\s+admin@abossey\.test\s+admin\s+Admin1234/);
        expect(out).toMatch(/vendor\s+vendor@abossey\.test\s+vendor\s+Vendor1234/);
        expect(out).toMatch(/customer\s+customer@abossey\.test\s+customer\s+Customer1234/);
        expect(out).toContain(
          `Admin from ADMIN_EMAIL: ops@example.com (${round === 1 ? 'created' : 'password reset'})`,
        );
        expect(out).toContain(
          dbKind === 'postgres' ? 'Database: PostgreSQL at' : `Database: PGlite in ${dataDir}`,
        );
        const health = await fetch(`${url}api/health`);
        expect(await health.json()).toEqual({ data: { status: 'ok', database: dbKind } });
        const list = (await (await fetch(`${url}api/products?limit=1`)).json()) as {
          meta: { total: number };
        };
        expect(list.meta.total).toBeGreaterThanOrEqual(300);
        if (dbKind === 'pglite') {
          expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(true);
          // A second server on the same embedded database is refused.
          await failsWith(
            { ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined },
            `Another Abossey server (process ${run.child.pid}) is already using the database in ${join(dataDir, 'pglite')}; stop it or set DATA_DIR to another folder.`,
          );
        }
      } finally {
        run.child.kill('SIGTERM');
      }
      expect(await run.exit).toBe(0);
      expect(run.stderr()).toBe('');
      expect(existsSync(join(dataDir, 'pglite.pid'))).toBe(false);
    }
  }, 120_000);
});
