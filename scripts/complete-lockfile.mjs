#!/usr/bin/env node
// Lets `npm ci` accept a lockfile written against a partial registry mirror.
//
// Packages such as turbo, biome and rollup list one optional dependency per platform. When the mirror lacks some
// of those platform builds, `npm install` skips them and leaves them out of package-lock.json, and `npm ci` then
// refuses the lockfile ("Missing: @biomejs/cli-darwin-arm64@ from lock file"). This adds each missing optional
// platform package as an optional entry; npm ci skips optional packages it cannot install, exactly as npm install
// did. It changes nothing else and is idempotent. CI runs it in its throw-away clone before `npm ci`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};
let added = 0;

for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = {
      version: String(range).replace(/^[\^~=]/, ''),
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added += 1;
  }
}

if (added > 0) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `complete-lockfile: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'} to ${file}`,
);
