#!/usr/bin/env node
/**
 * The embed build (docs/adr/0007-widget-embed-build.md): `dist/embed/abossey.js`, the ≤3 KB classic-script loader,
 * plus one ES-module chunk per widget and shared, hashed chunks it imports relative to its own URL. The same widget
 * source as the React build, with `react`/`react-dom` mapped to preact/compat; zod, ofetch and i18next never enter
 * (the widgets use `core/api.ts` on the platform's fetch and their own small catalogues).
 * Writes `dist/embed/manifest.json`: for each widget, every file a page downloads for it (for `npm run size`).
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, defaultClientConditions } from 'vite';

/** As vite.shared.ts (docs/adr/0001): workspace packages from their TypeScript source. */
const clientConditions = ['@abossey/source', ...defaultClientConditions];

const pkg = join(import.meta.dirname, '..');
const out = join(pkg, 'dist/embed');
export const EMBED_WIDGETS = ['search', 'product-card', 'cart'];

const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];
const shared = {
  configFile: false,
  root: pkg,
  logLevel: 'warn',
  resolve: { conditions: clientConditions, alias: preactAliases },
  define: { 'process.env.NODE_ENV': '"production"' },
};

rmSync(out, { recursive: true, force: true });

/** Files a widget needs at once: its entry and, transitively, every chunk it imports statically. */
const manifest = { loader: 'abossey.js', widgets: {}, locales: {} };
const collect = {
  name: 'abossey-embed-manifest',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (fileName, seen = new Set()) => {
      if (seen.has(fileName)) return seen;
      seen.add(fileName);
      for (const dep of byName.get(fileName)?.imports ?? []) closure(dep, seen);
      return seen;
    };
    for (const chunk of chunks) {
      if (chunk.isEntry) manifest.widgets[chunk.name] = [...closure(chunk.fileName)];
      const locale = /locales[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
      if (chunk.isDynamicEntry && locale) manifest.locales[locale[1]] = chunk.fileName;
    }
  },
};

await build({
  ...shared,
  plugins: [collect],
  build: {
    outDir: out,
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    modulePreload: false,
    copyPublicDir: false,
    rollupOptions: {
      input: Object.fromEntries(EMBED_WIDGETS.map((w) => [w, join(pkg, `src/embed/${w}.ts`)])),
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: '[name]-[hash].js',
      },
      treeshake: {
        moduleSideEffects: (id) => !/[\\/]node_modules[\\/]zod[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
});

const entries = Object.fromEntries(EMBED_WIDGETS.map((w) => [w, manifest.widgets[w][0]]));
await build({
  ...shared,
  define: { ...shared.define, __ABOSSEY_CHUNKS__: JSON.stringify(entries) },
  build: {
    outDir: out,
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: join(pkg, 'src/embed/loader.ts'),
      formats: ['iife'],
      name: 'AbosseyLoader',
      fileName: () => 'abossey.js',
    },
  },
});

writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`embed build: ${out}`);
