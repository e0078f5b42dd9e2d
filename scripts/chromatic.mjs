#!/usr/bin/env node
/**
 * `npm run chromatic` — publishes the Storybook to Chromatic for hosted visual review, for teams with a Chromatic
 * project. Needs `CHROMATIC_PROJECT_TOKEN` (never committed); options are in chromatic.config.json. It uploads to
 * chromatic.com, so it is not part of `npm test` or CI here: `npm run test:visual` is the offline review.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set. Create a project on chromatic.com, then run:\n' +
      '  CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic\n' +
      'For the offline visual review use npm run test:visual.',
  );
  process.exit(1);
}
const result = spawnSync('npx', ['chromatic', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
