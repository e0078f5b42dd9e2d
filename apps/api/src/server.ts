/**
 * Start-up: configuration → DATA_DIR → database (migrations, seed, admin) → HTTP server → banner; and a clean
 * shutdown on SIGINT / SIGTERM. Every problem a person can fix ends as a StartupError with one clear sentence.
 */
import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { type App, buildApp } from './app.js';
import { type AppConfig, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { type DemoAccount, existingDemoAccounts, seedIfEmpty, writeSeedImages } from './db/seed/index.js';
import { type EnsureAdminResult, ensureAdmin } from './services/users.js';
import { StartupError } from './startup-error.js';

export interface PrepareResult {
  /** The demo seed ran now (the database was empty). */
  seeded: boolean;
  admin?: EnsureAdminResult & { email: string };
  /** Demo accounts present in the database, to print. */
  demoAccounts: DemoAccount[];
}

/** Migrations, then the demo seed on an empty database (unless SEED=none), then the ADMIN_EMAIL account. */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'seed' | 'adminEmail' | 'adminPassword' | 'dataDir'>,
): Promise<PrepareResult> {
  const result = await database.prepare(async (db): Promise<PrepareResult> => {
    const seeded = config.seed === 'demo' ? await seedIfEmpty(db) : false;
    const admin =
      config.adminEmail && config.adminPassword
        ? { ...(await ensureAdmin(db, config.adminEmail, config.adminPassword)), email: config.adminEmail }
        : undefined;
    return { seeded, admin, demoAccounts: await existingDemoAccounts(db) };
  });
  if (config.seed === 'demo' || result.demoAccounts.length)
    await writeSeedImages(join(config.dataDir, 'uploads'));
  return result;
}

const fsReason: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'it is not a folder',
  EEXIST: 'it is not a folder',
  ENOSPC: 'no space left on the device',
  ENAMETOOLONG: 'the path is too long',
};

/** Creates DATA_DIR (and `uploads/`) and proves it is writable. */
export async function ensureDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(join(dataDir, 'uploads'), { recursive: true });
    await access(dataDir, constants.R_OK | constants.W_OK);
    const probe = join(dataDir, `.write-test-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = fsReason[code] ?? ((error as Error).message || 'unknown error');
    throw new StartupError(`Cannot use DATA_DIR ${dataDir}: ${reason}. Set DATA_DIR to a writable folder.`);
  }
}

function listenError(error: unknown, config: AppConfig): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${config.port} is already in use. Set PORT to a free port, e.g. PORT=${config.port === 3000 ? 3001 : config.port + 1} npm start.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${config.port} needs administrator rights. Set PORT to 1024 or higher, e.g. PORT=3000 npm start.`,
    );
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupError(
      `HOST ${config.host} is not an address of this machine. Set HOST to 0.0.0.0 or 127.0.0.1.`,
    );
  }
  return error;
}

/** Fails fast on a busy port, before the (slower) database work; `listen` still handles a late race. */
async function assertPortFree(config: AppConfig): Promise<void> {
  if (config.port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(listenError(error, config)));
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

async function listen(app: App, config: AppConfig): Promise<number> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw listenError(error, config);
  }
  return (app.server.address() as AddressInfo).port;
}

function banner(url: string, database: Database, prepared: PrepareResult): string {
  const lines = [
    `Abossey is running at ${url}`,
    `Console: ${url}admin-dashboard   API: ${url}api/health`,
    `Widgets demo (a partner garage's page): ${url}embed-demo`,
    `Database: ${database.location}`,
  ];
  if (prepared.demoAccounts.length) {
    lines.push('', 'Demo logins (email or username / password):');
    for (const a of prepared.demoAccounts)
      lines.push(`  ${a.role.padEnd(9)} ${a.email.padEnd(23)} ${a.username.padEnd(9)} ${a.password}`);
  }
  if (prepared.admin) {
    lines.push(
      '',
      `Admin from ADMIN_EMAIL: ${prepared.admin.email} (${prepared.admin.created ? 'created' : 'password reset'})`,
    );
  }
  const width = Math.max(...lines.map((l) => l.length));
  const edge = '─'.repeat(width + 2);
  return [`┌${edge}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${edge}┘`].join('\n');
}

/** Starts the whole server. Resolves once it listens; throws StartupError on a fixable problem. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<{ app: App; database: Database }> {
  const config = loadConfig(env);
  await assertPortFree(config);
  await ensureDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    waitTimeoutMs: config.dbWaitTimeoutMs,
  });
  let app: App | undefined;
  try {
    const prepared = await prepareDatabase(database, config);
    app = await buildApp({ db: database, config });
    const port = await listen(app, config);
    const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
    process.stdout.write(`\n${banner(`http://${host}:${port}/`, database, prepared)}\n\n`);
    installShutdown(app, database);
    return { app, database };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

function installShutdown(app: App, database: Database) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      process.stderr.write('Shutdown took longer than 10 seconds; exiting anyway.\n');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
