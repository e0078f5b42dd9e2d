#!/usr/bin/env node
/**
 * `npm run size:floor`: what the chosen libraries alone cost a first page, so the storefront's budget (issue 9) can be
 * read against it. Builds tiny pages with the apps' Vite and React plugin — React alone (the "bare Vite + React
 * page" anchor), React plus one library at a time, and all of them as the storefront uses them (data router, a query,
 * a translation, a styled component, react-aria-components' Button and Link) — and prints each page's JavaScript
 * gzipped the way `npm run size` measures it. Deterministic; nothing is timed. Figures in docs/adr/0009.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFloorPage, parts } from './support/floor-page.mjs';

const root = join(import.meta.dirname, '..');

async function measure(names) {
  const dir = mkdtempSync(join(root, 'node_modules', '.size-floor-'));
  try {
    const chunks = await buildFloorPage(dir, names, { write: false });
    return chunks.filter((c) => c.type === 'chunk').reduce((sum, c) => sum + gzipSync(c.code).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const base = await measure([]);
console.log(`${kb(base)}  react + react-dom, 30 text cards`);
for (const name of Object.keys(parts)) {
  const size = await measure([name]);
  console.log(`${kb(size)}  + ${name} alone (+${((size - base) / 1024).toFixed(1)} KB)`);
}
const all = await measure(Object.keys(parts).filter((name) => name !== 'router, declarative'));
console.log(`${kb(all)}  all of them: the floor of a first page built on this stack`);
