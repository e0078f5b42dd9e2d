import { startBuiltApi } from '../scripts/support/built-api.mjs';

/** Starts the production server on a free port with a fresh DATA_DIR; the returned function stops it. */
export default async function globalSetup() {
  const api = await startBuiltApi({
    env: {
      // Cheaper argon2 parameters (apps/api/src/services/passwords.ts): the journeys sign in hundreds of times.
      NODE_ENV: 'test',
      // Every test's browser signs in from 127.0.0.1, several specs as the same demo accounts: limits sized for one
      // person would stop the suite (the limits themselves are tested in apps/api/test/auth.test.ts).
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10000',
      RATE_LIMIT_LOGIN_ACCOUNT_CEILING: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      RATE_LIMIT_RESET_PER_IP: '10000',
    },
  });
  try {
    await api.ready;
  } catch (error) {
    await api.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = api.origin;
  process.env.E2E_DATA_DIR = api.dataDir;
  return api.stop;
}
