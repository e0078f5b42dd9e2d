/**
 * argon2id parameters: OWASP's in production; cheaper ones only when NODE_ENV is 'test' (issue 20). Hashes carry
 * their parameters, so a hash made with either set verifies whatever the process's own set is.
 */
import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dummyPasswordHash } from '../src/services/accounts.js';
import {
  hashOptions,
  hashPassword,
  PRODUCTION_HASH_OPTIONS,
  TEST_HASH_OPTIONS,
  verifyPassword,
} from '../src/services/passwords.js';

/** `m=…,t=…,p=…` of a PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
const params = (phc: string) => phc.split('$')[3];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('argon2id parameters', () => {
  it('are OWASP’s minimum (19 MiB, 2 passes, 1 lane) whenever NODE_ENV is not "test"', () => {
    expect(PRODUCTION_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    for (const env of [undefined, '', 'production', 'development', 'staging', 'TEST', 'tests'])
      expect(hashOptions(env), String(env)).toBe(PRODUCTION_HASH_OPTIONS);
    expect(hashOptions('test')).toBe(TEST_HASH_OPTIONS);
  });

  it('hashPassword uses the production parameters when loaded without NODE_ENV=test', async () => {
    for (const env of ['production', '']) {
      vi.stubEnv('NODE_ENV', env);
      vi.resetModules();
      const fresh = await import('../src/services/passwords.js');
      const phc = await fresh.hashPassword('Passw0rd!');
      expect(phc).toMatch(/^\$argon2id\$v=19\$/);
      expect(params(phc), env).toBe('m=19456,t=2,p=1');
    }
  });

  it('hashPassword uses the cheaper parameters under vitest (NODE_ENV=test), still argon2id', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const phc = await hashPassword('Passw0rd!');
    expect(phc).toMatch(/^\$argon2id\$v=19\$/);
    const { memoryCost, timeCost, parallelism } = TEST_HASH_OPTIONS;
    expect(params(phc)).toBe(`m=${memoryCost},t=${timeCost},p=${parallelism}`);
  });

  it('verifies a hash made with either parameter set, and rejects a wrong password for both', async () => {
    for (const options of [PRODUCTION_HASH_OPTIONS, TEST_HASH_OPTIONS]) {
      const phc = await hash('Passw0rd!', options);
      expect(await verifyPassword(phc, 'Passw0rd!')).toBe(true);
      expect(await verifyPassword(phc, 'Passw0rd?')).toBe(false);
    }
  });

  it('the dummy hash for unknown logins has the same parameters as a real hash in this process', async () => {
    expect(params(await dummyPasswordHash())).toBe(params(await hashPassword('Passw0rd!')));
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const accounts = await import('../src/services/accounts.js');
    expect(params(await accounts.dummyPasswordHash())).toBe('m=19456,t=2,p=1');
  });
});
