#!/usr/bin/env node
/**
 * Packs @abossey/sdk, @abossey/ui and @abossey/widgets (`pack.mjs`; build first) and lints each tarball as published:
 * publint (every level, strict) and arethetypeswrong (types for node10, node16 ESM and bundler). Fails on any
 * problem (issue 22; docs/adr/0018-kit-build-shape.md).
 *
 * The kit is ESM-only: `require('@abossey/ui')` works through Node ≥ 22's `require(esm)` (the exports' `default`
 * condition), so attw's `cjs-resolves-to-esm` — "a CommonJS `require` gets an ES module" — is the stance, not a
 * problem, and is the one rule ignored.
 *
 *   node scripts/kit/check-packages.mjs      returns the tarballs for the next steps when imported (checkPackages)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { packKit, root } from './pack.mjs';

const attw = fileURLToPath(new URL('../../node_modules/.bin/attw', import.meta.url));

/** Packs the three packages, then publint + attw on each tarball; throws listing every problem. */
export async function checkPackages() {
  const tarballs = packKit();
  const problems = [];
  for (const [name, tarball] of Object.entries(tarballs)) {
    const bytes = readFileSync(tarball);
    const { messages, pkg } = await publint({
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    for (const message of messages)
      problems.push(`${name} (publint ${message.type}): ${formatMessage(message, pkg) ?? message.code}`);
    try {
      execFileSync(
        attw,
        [
          tarball,
          '--format',
          'ascii',
          '--ignore-rules',
          'cjs-resolves-to-esm',
          '--exclude-entrypoints',
          'fonts.css',
          'theme.css',
        ],
        {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      problems.push(`${name} (attw):\n${error.stdout}${error.stderr}`);
    }
    console.log(`  ${name}: publint ${messages.length} messages; attw checked (${tarball})`);
  }
  if (problems.length) throw new Error(`package problems:\n${problems.join('\n')}`);
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await checkPackages();
