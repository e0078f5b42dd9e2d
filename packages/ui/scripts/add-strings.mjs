#!/usr/bin/env node
/**
 * Merges new ui strings into the five locale files without clobbering anyone else's edits.
 *
 *   flock /tmp/abossey-locales.lock node packages/ui/scripts/add-strings.mjs fragment.json
 *
 * fragment.json: { "en": { "dialog": { "close": "Close" } }, "fr": { ... }, "vi": ..., "cn": ..., "ar": ... }
 * Every language in the fragment must have the same keys (plural forms aside). Existing keys are overwritten,
 * new keys appended; each locale file is read, merged and written in one step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['en', 'fr', 'vi', 'cn', 'ar'];
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

const file = process.argv[2];
if (!file) {
  console.error('usage: add-strings.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file, 'utf8'));
const missing = LANGS.filter((lng) => !fragment[lng]);
if (missing.length) {
  console.error(`fragment lacks languages: ${missing.join(', ')}`);
  process.exit(1);
}

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object') {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      merge(target[key], value);
    } else target[key] = value;
  }
  return target;
}

for (const lng of LANGS) {
  const path = join(localesDir, `${lng}.json`);
  const current = JSON.parse(readFileSync(path, 'utf8'));
  writeFileSync(path, `${JSON.stringify(merge(current, fragment[lng]), null, 2)}\n`);
}
console.log(`merged ${file} into ${LANGS.join(', ')}`);
