import { hash, verify } from '@node-rs/argon2';

export interface HashOptions {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB memory, 2 passes, 1 lane.
 * The PHC string stores the parameters, so raising them later still verifies old hashes.
 */
export const PRODUCTION_HASH_OPTIONS: Readonly<HashOptions> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/**
 * Only when NODE_ENV is exactly 'test' (vitest sets it; so does the e2e server): still argon2id, at a fraction of a
 * millisecond instead of tens, because the test suites hash and verify thousands of passwords (issue 20). Any other
 * NODE_ENV, or none, gets PRODUCTION_HASH_OPTIONS (asserted by test/passwords.test.ts).
 */
export const TEST_HASH_OPTIONS: Readonly<HashOptions> = Object.freeze({
  memoryCost: 256,
  timeCost: 1,
  parallelism: 1,
});

export function hashOptions(nodeEnv: string | undefined): Readonly<HashOptions> {
  return nodeEnv === 'test' ? TEST_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
}

/**
 * Chosen once, when the module loads: every hash of a process — and the dummy hash that unknown logins verify
 * against (services/accounts.ts) — has the same cost, so timing cannot tell the two paths apart.
 */
const options = hashOptions(process.env.NODE_ENV);

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
