/**
 * Builds the app twice with Vite's defaults for production (minified, tree-shaken): `baseline.js` and `money.js`,
 * and prints the gzip size of each build's JavaScript as JSON: `{ "baseline": bytes, "money": bytes }`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = import.meta.dirname;
const sizes = {};
for (const name of ['baseline', 'money']) {
  const outDir = join(here, `dist-${name}`);
  await build({
    configFile: false,
    root: here,
    // 'error': Rolldown warns that it drops the kit's "use client" directives, which is right for a client bundle.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(here, `${name}.js`) } },
  });
  const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  sizes[name] = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file))).length,
    0,
  );
}
console.log(JSON.stringify(sizes));
