/**
 * The READMEs' quick starts are type-checked (issue 22): every ```ts and ```tsx block of the three packages' READMEs
 * and of the root README's "## Kit" section is written to `.kit/snippets/` as a module of its own and checked with one
 * `tsc` run against the built packages' types (`dist/*.d.ts`, as an outside app sees them: no `@abossey/source`
 * condition). Strict, `moduleResolution: bundler`, `jsx: react-jsx`. A relative `./….json` import stands for the
 * reader's own file and is written as `{}`. Needs the packages built (`npx turbo run build`).
 *
 * Step `readme-snippets` of scripts/kit/run.mjs; `node scripts/kit/readme-snippets.mjs` runs it alone.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kitPackages, root } from './pack.mjs';

const outDir = join(root, '.kit/snippets');
const readmes = [
  ...kitPackages.map((name) => ({ name, file: `packages/${name}/README.md` })),
  { name: 'root', file: 'README.md', section: '## Kit' },
];

/** The text of one `## ` section (up to the next `## ` heading), or the whole file. */
function sectionOf(text, heading) {
  if (!heading) return text;
  const start = text.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`README.md has no "${heading}" section`);
  const end = text.indexOf('\n## ', start + heading.length + 2);
  return text.slice(start, end === -1 ? undefined : end);
}

/** ```ts / ```tsx blocks with the line each starts on. */
function codeBlocks(text) {
  const blocks = [];
  const fence = /^```(ts|tsx)[^\S\n]*\n([\s\S]*?)^```[^\S\n]*$/gm;
  for (const match of text.matchAll(fence))
    blocks.push({ lang: match[1], code: match[2], line: text.slice(0, match.index).split('\n').length });
  return blocks;
}

export function readmeSnippets() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files = [];
  /** Snippet folder → the README and the line its code starts on (the line after the fence). */
  const origins = new Map();
  for (const { name, file, section } of readmes) {
    const text = readFileSync(join(root, file), 'utf8');
    const part = sectionOf(text, section);
    const offset = section ? text.slice(0, text.indexOf(part)).split('\n').length - 1 : 0;
    for (const [index, block] of codeBlocks(part).entries()) {
      const snippet = `${name}-${index + 1}.${block.lang}`;
      const dir = join(outDir, snippet.replace(/\.tsx?$/, ''));
      mkdirSync(dir, { recursive: true });
      const header = `// ${file}:${block.line + offset}\n`;
      const isModule = /^\s*(import|export)\s/m.test(block.code);
      writeFileSync(
        join(dir, `index.${block.lang}`),
        `${header}${block.code}${isModule ? '' : '\nexport {};\n'}`,
      );
      for (const [, json] of block.code.matchAll(/from\s+['"](\.\/[^'"]+\.json)['"]/g)) {
        mkdirSync(dirname(join(dir, json)), { recursive: true });
        writeFileSync(join(dir, json), '{}\n');
      }
      files.push(`${file}:${block.line + offset}`);
      origins.set(snippet.replace(/\.tsx?$/, ''), { file, line: block.line + offset + 1 });
    }
  }
  writeFileSync(
    join(outDir, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          resolveJsonModule: true,
          isolatedModules: true,
          types: [],
        },
        include: ['**/*.ts', '**/*.tsx'],
      },
      null,
      2,
    )}\n`,
  );
  console.log(`  ${files.length} code blocks: ${files.join(', ')}`);
  try {
    execFileSync(
      join(root, 'node_modules/.bin/tsc'),
      ['-p', join(outDir, 'tsconfig.json'), '--pretty', 'false'],
      {
        cwd: outDir,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // tsc names the snippet file (`ui-1/index.tsx(13,20)`); say where that is in the README (line 1 is our header).
    const output = String(error.stdout ?? '').replace(
      /^([\w-]+)\/index\.tsx?\((\d+),(\d+)\)/gm,
      (whole, dir, line, column) => {
        const origin = origins.get(dir);
        return origin ? `${origin.file}:${origin.line + Number(line) - 2}:${column}` : whole;
      },
    );
    console.error(output.trimEnd());
    throw new Error('a README code block does not type-check (above)');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) readmeSnippets();
