/**
 * `node apps/api/dist/main.js` (or `npm start`): starts Abossey. Configuration comes from the environment —
 * see README.md. A fixable start-up problem prints one sentence to stderr and exits with code 1.
 */

import { serializeError } from './logger.js';
import { start } from './server.js';
import { StartupError } from './startup-error.js';

start(process.env).catch((error: unknown) => {
  if (error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    process.stderr.write(`Abossey could not start: ${message} (set LOG_LEVEL=debug to see the details).\n`);
    if (
      process.env.LOG_LEVEL?.toLowerCase() === 'debug' ||
      process.env.LOG_LEVEL?.toLowerCase() === 'trace'
    ) {
      // The same view as the logs: a failed query's bound values stay out (issue 21).
      console.error(serializeError(error));
    }
  }
  process.exitCode = 1;
});
