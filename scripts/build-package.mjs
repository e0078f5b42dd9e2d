#!/usr/bin/env node
/**
 * The published build of @abossey/ui and @abossey/widgets' React entry (issue 22, docs/adr/0018-kit-build-shape.md):
 * one ES module per source module, so an outside app's bundler keeps only what it imports, plus one `.d.ts` per
 * module. Run from the package's directory (`npm run build -w @abossey/ui`).
 *
 * - Entries are the package.json `exports` whose `@abossey/source` is a TypeScript file; `src/x/index.ts` becomes
 *   `dist/x/index.js`, and the build fails if an export's `import`/`types` file was not written.
 * - Every bare import (dependencies, peers, `react/jsx-runtime`, `@abossey/sdk`) stays an import; JSON (the
 *   locales) becomes a module.
 * - `"use client"` heads each module that uses React (hooks, JSX, styled-components, react-aria): React Server
 *   Component frameworks then treat those as client components, while tokens, formatters and the i18n factory stay
 *   usable on the server. Rolldown would drop a directive written in a source module, so it is added here.
 * - Declarations: `tsc -p tsconfig.build.json`, then relative specifiers get their `.js`/`/index.js`, so the types
 *   resolve under `moduleResolution: node16` as well as `bundler` (arethetypeswrong checks it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { styledComponentIds } from './support/styled-component-ids.mjs';

const pkgDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const dist = join(pkgDir, 'dist');
const started = performance.now();

const exportsMap = Object.entries(pkg.exports ?? {}).filter(
  ([, target]) => typeof target === 'object' && /\.tsx?$/.test(target['@abossey/source'] ?? ''),
);
const entries = Object.fromEntries(
  exportsMap.map(([, target]) => {
    const source = target['@abossey/source'];
    return [source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''), resolve(pkgDir, source)];
  }),
);

/** Modules that need React on the client: JSX, hooks, context, styled components, react-aria. */
const clientImport =
  /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(react|react-dom|react-aria|react-aria-components|react-stately|react-i18next|react-hook-form|styled-components|@tiptap\/react)(\/[^']*)?'|^import\s+(?!type\b)[^;]*?from\s+'[./]+(?:[^']*\/)?internal\/styled'/m;
const isClientModule = (id) => {
  if (!id || id.startsWith('\0') || !/\.(tsx?|jsx?)$/.test(id) || id.includes('node_modules')) return false;
  if (id.endsWith('.tsx')) return true;
  return clientImport.test(readFileSync(id, 'utf8'));
};

rmSync(dist, { recursive: true, force: true });

await build({
  configFile: false,
  root: pkgDir,
  logLevel: 'warn',
  // Stable styled-components ids, so an outside app's server render and its browser agree on every class.
  plugins: [styledComponentIds({ root: pkgDir, prefix: `${pkg.name}/` })],
  // Keep `process.env.NODE_ENV` for the app's bundler to replace.
  define: {},
  // The catalogues as `JSON.parse('…')`: a third of the size of an object literal per key, and faster to parse.
  json: { namedExports: false, stringify: true },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
      output: {
        preserveModules: true,
        preserveModulesRoot: join(pkgDir, 'src'),
        entryFileNames: '[name].js',
        banner: (chunk) => (isClientModule(chunk.facadeModuleId) ? "'use client';" : ''),
      },
    },
  },
});
const bundled = performance.now();

execFileSync(join(import.meta.dirname, '../node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], {
  cwd: pkgDir,
  stdio: 'inherit',
});

/** `./Money` → `./Money/index.js`, `./format` → `./format.js`, as Node's ESM resolution (node16) needs. */
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
/** JSON files the declarations import (`typeof en` of a catalogue): each gets a `<name>.d.json.ts` beside it. */
const jsonTypes = new Set();
for (const file of walk(dist).filter((path) => path.endsWith('.d.ts'))) {
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(
    /((?:from|import)\s*\(?\s*')(\.{1,2}\/[^']*)(')/g,
    (whole, before, specifier, after) => {
      if (specifier.endsWith('.js')) return whole;
      if (specifier.endsWith('.json')) {
        jsonTypes.add(resolve(dirname(file), specifier));
        return whole;
      }
      const target = resolve(dirname(file), specifier);
      if (existsSync(`${target}.d.ts`)) return `${before}${specifier}.js${after}`;
      if (existsSync(join(target, 'index.d.ts'))) return `${before}${specifier}/index.js${after}`;
      throw new Error(`${relative(pkgDir, file)}: cannot resolve '${specifier}' among the declarations`);
    },
  );
  if (fixed !== text) writeFileSync(file, fixed);
}

const typeOf = (value, indent = '') => {
  if (Array.isArray(value))
    return `readonly (${[...new Set(value.map((item) => typeOf(item, indent)))].join(' | ') || 'never'})[]`;
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  const inner = `${indent}  `;
  const fields = Object.entries(value).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${typeOf(item, inner)};`,
  );
  return `{\n${fields.join('\n')}\n${indent}}`;
};
for (const json of jsonTypes) {
  const source = join(pkgDir, 'src', relative(dist, json));
  const value = JSON.parse(readFileSync(source, 'utf8'));
  writeFileSync(
    json.replace(/\.json$/, '.d.json.ts'),
    `declare const value: ${typeOf(value)};\nexport default value;\n`,
  );
}

for (const [subpath, target] of exportsMap) {
  for (const condition of ['import', 'types']) {
    if (target[condition] && !existsSync(resolve(pkgDir, target[condition])))
      throw new Error(`exports["${subpath}"].${condition}: ${target[condition]} was not built`);
  }
}

const files = walk(dist);
const js = files.filter((path) => path.endsWith('.js'));
const bytes = js.reduce((sum, path) => sum + statSync(path).size, 0);
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `${pkg.name}: ${js.length} modules, ${(bytes / 1024).toFixed(0)} KB of JS; ` +
    `modules ${seconds(bundled - started)} s, declarations ${seconds(performance.now() - bundled)} s`,
);
