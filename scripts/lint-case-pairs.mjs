#!/usr/bin/env node
/**
 * Fails when two names in one folder differ only by case: two files (`Foo.ts` + `foo.ts`), two files whose names
 * without their last extension do (`productForm.ts` + `ProductForm.tsx`), or two folders (`Cart/` + `cart/`).
 * Exact pairs cannot both exist on a case-insensitive file system (macOS, Windows); the others make
 * `import './productForm'` ambiguous to a reader and, on such a system, to the resolver.
 *
 * Checks the files git tracks plus untracked ones that are not ignored, under the current folder.
 * Part of `npm run lint` (docs/testing.md, "## Lint").
 */
import { execFileSync } from 'node:child_process';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter(Boolean);

/** The name without its last extension: `Foo.test.tsx` → `Foo.test`; `.gitignore` stays whole. */
const stem = (name) => name.replace(/(?<=.)\.[^.]*$/, '');

/** folder + lower-cased key → the distinct names sharing that key */
const groups = new Map();
const add = (folder, key, name) => {
  const id = `${folder}\0${key.toLowerCase()}`;
  const names = groups.get(id) ?? new Set();
  names.add(name);
  groups.set(id, names);
};

const folders = new Set();
for (const path of files) {
  const parts = path.split('/');
  const name = parts.pop();
  const folder = parts.length > 0 ? `${parts.join('/')}/` : '';
  add(folder, `name:${name}`, name);
  add(folder, `stem:${stem(name)}`, name);
  for (let depth = 0; depth < parts.length; depth++) folders.add(`${parts.slice(0, depth + 1).join('/')}/`);
}
for (const path of folders) {
  const parts = path.slice(0, -1).split('/');
  const name = parts.pop();
  add(parts.length > 0 ? `${parts.join('/')}/` : '', `folder:${name}`, `${name}/`);
}

const problems = new Set();
for (const [id, names] of groups) {
  // Names sharing a stem exactly (`Foo.ts` + `Foo.css`) are fine; within the other groups any two names differ by
  // case alone.
  const differ = id.includes('\0stem:') ? new Set([...names].map(stem)).size > 1 : names.size > 1;
  if (differ) problems.add(`${id.split('\0')[0]}{${[...names].sort().join(', ')}}`);
}

if (problems.size > 0) {
  console.error(
    `lint-case-pairs: ${problems.size} set(s) of names in one folder that differ only by case; rename one of each:\n${[
      ...problems,
    ]
      .sort()
      .map((p) => `  ${p}`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(`lint-case-pairs: no case-only name pairs among ${files.length} files`);
