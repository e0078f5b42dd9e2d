import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { apiRoot, migrationsFolder } from '../src/paths.js';
import { StartupError } from '../src/startup-error.js';

describe('loadConfig', () => {
  it('has the documented defaults; DATA_DIR is relative to the current directory', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/shop/.data',
      databaseUrl: undefined,
      seed: 'demo',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      trustProxy: false,
      serverRender: true,
    });
    expect(config.web).toEqual({
      storefront: join(apiRoot(), '..', 'storefront', 'dist'),
      storefrontServer: join(apiRoot(), '..', 'storefront', 'dist-server'),
      console: join(apiRoot(), '..', 'console', 'dist'),
      widgets: join(apiRoot(), '..', '..', 'packages', 'widgets', 'dist', 'embed'),
      embedDemo: join(apiRoot(), '..', '..', 'packages', 'widgets', 'demo', 'embed-demo.html'),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/abossey',
        DATABASE_URL: 'postgresql://u:p@db:5432/abossey',
        SEED: 'NONE',
        ADMIN_EMAIL: 'ops@example.com',
        ADMIN_PASSWORD: 'Str0ng-pass',
        LOG_LEVEL: 'warn',
        BODY_LIMIT: '2048',
        TRUST_PROXY: '10.0.0.0/8',
        WEB_DIST_DIR: '/opt/web',
        SSR: '0',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/var/abossey',
      databaseUrl: 'postgresql://u:p@db:5432/abossey',
      seed: 'none',
      adminEmail: 'ops@example.com',
      adminPassword: 'Str0ng-pass',
      logLevel: 'warn',
      bodyLimit: 2048,
      trustProxy: '10.0.0.0/8',
      serverRender: false,
      web: {
        storefront: '/opt/web/storefront',
        storefrontServer: '/opt/web/storefront-server',
        console: '/opt/web/console',
        widgets: '/opt/web/widgets',
        embedDemo: '/opt/web/embed-demo.html',
      },
    });
    expect(loadConfig({ DATABASE_URL: '  ', TRUST_PROXY: 'true' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ SSR: 'yes' }, 'SSR must be 1 (render public pages on the server) or 0 (got "yes").'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000"); for example PORT=3000.'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535 (got "-1"); for example PORT=3000.'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Str0ng-pass' },
      'ADMIN_EMAIL must be an email address (got "not-an-email").',
    ],
    [
      { ADMIN_EMAIL: 'a@b.co' },
      'ADMIN_EMAIL is set but ADMIN_PASSWORD is not; set both to create the admin account.',
    ],
    [
      { ADMIN_PASSWORD: 'Str0ng-pass' },
      'ADMIN_PASSWORD is set but ADMIN_EMAIL is not; set both to create the admin account.',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL must be a PostgreSQL URL such as postgresql://user:password@host:5432/abossey, or unset to use the embedded database.',
    ],
    [{ BODY_LIMIT: 'lots' }, 'BODY_LIMIT must be a positive number of bytes (got "lots").'],
  ])('%j → one sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new StartupError(message));
  });
});

describe('paths', () => {
  it('finds the migrations from the sources', () => {
    expect(migrationsFolder()).toBe(join(apiRoot(), 'src', 'db', 'migrations'));
  });
});
