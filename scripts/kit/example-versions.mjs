#!/usr/bin/env node
/**
 * examples/* install `@abossey/*` from the registry like any outside app, so their `package.json` ranges must follow
 * the kit's version (`^<version>`): `npm run version` runs this after `changeset version` (examples are not
 * workspaces, so Changesets does not see them), and the kit phase's garage-site step checks it (`checkExampleVersions`).
 *
 *   node scripts/kit/example-versions.mjs     writes the ranges
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitPackages, root } from './pack.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** `@abossey/x` → `^<its version>` for each kit package. */
const wantedRanges = () =>
  Object.fromEntries(
    kitPackages.map((name) => {
      const manifest = readJson(join(root, 'packages', name, 'package.json'));
      return [manifest.name, `^${manifest.version}`];
    }),
  );

const examples = () =>
  readdirSync(join(root, 'examples'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'examples', entry.name, 'package.json'));

/** Each example dependency on a kit package whose range is not `^<kit version>`, as `file: name range → wanted`. */
export function checkExampleVersions() {
  const wanted = wantedRanges();
  const wrong = [];
  for (const file of examples()) {
    const manifest = readJson(file);
    for (const [name, range] of Object.entries(manifest.dependencies ?? {}))
      if (name in wanted && range !== wanted[name])
        wrong.push(`${file.slice(root.length + 1)}: ${name} ${range} → ${wanted[name]}`);
  }
  return wrong;
}

function writeExampleVersions() {
  const wanted = wantedRanges();
  for (const file of examples()) {
    const manifest = readJson(file);
    for (const name of Object.keys(manifest.dependencies ?? {}))
      if (name in wanted) manifest.dependencies[name] = wanted[name];
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeExampleVersions();
