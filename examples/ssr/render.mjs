/**
 * Server-renders every exported component of the packed @abossey/ui (and `@abossey/ui/forms`) and every React
 * component of @abossey/widgets
 * with `react-dom/server`, as an outside Node app would (issue 22). Run as it is (`node render.mjs`, plain Node ESM)
 * and from a default Vite SSR build (`vite build --ssr render.mjs`). Fails (exit code 1) on:
 *   - any throw, at import or while rendering;
 *   - a module-level read of `window`, `document`, `localStorage` or `sessionStorage` by the kit (even a
 *     `typeof window` check: importing must not depend on the environment);
 *   - a kit module that uses React on the client without a leading `"use client"` directive;
 *   - a component export that no case renders (a new component must be added to cases.mjs);
 *   - anything React logs with console.error while rendering (a list without keys, an invalid prop).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const failures = [];

// 1. Importing the kit touches no browser global. The getters see `typeof window` too; only the kit's own modules
// are blamed (React and react-aria probe the environment at import, which is their business).
const trapped = ['window', 'document', 'localStorage', 'sessionStorage'];
const previous = new Map(trapped.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
for (const name of trapped) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const stack = new Error().stack ?? '';
      const kitFrame = stack.split('\n').find((line) => /@abossey[\\/](ui|widgets|sdk)[\\/]/.test(line));
      if (kitFrame) failures.push(`module-level ${name} access at import: ${kitFrame.trim()}`);
      return undefined;
    },
  });
}
const [ui, forms, widgets, sdk] = await Promise.all([
  import('@abossey/ui'),
  import('@abossey/ui/forms'),
  import('@abossey/widgets'),
  import('@abossey/sdk'),
]);
for (const [name, descriptor] of previous) {
  if (descriptor) Object.defineProperty(globalThis, name, descriptor);
  else delete globalThis[name];
}

const { createElement: h } = await import('react');
const { renderToString } = await import('react-dom/server');
const { ServerStyleSheet } = await import('styled-components');
const { cases } = await import('./cases.mjs');

// 2. Every component, inside the providers an app has (I18nProvider, SettingsProvider without storage).
const i18n = ui.createI18n({ lng: 'en', persist: false });
const inProviders = (element) =>
  h(ui.I18nProvider, { i18n }, h(ui.SettingsProvider, { persist: false }, element));

const REACT_TYPES = new Set(
  ['react.forward_ref', 'react.memo', 'react.lazy'].map((name) => Symbol.for(name)),
);
const isComponent = (name, value) =>
  /^[A-Z]/.test(name) &&
  ((typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value))) ||
    (typeof value === 'object' && value !== null && REACT_TYPES.has(value.$$typeof)));

let rendered = 0;
let styles = 0;
for (const [packageName, exports] of [
  ['@abossey/ui', ui],
  ['@abossey/ui/forms', forms],
  ['@abossey/widgets', widgets],
]) {
  for (const [name, Component] of Object.entries(exports)) {
    if (!isComponent(name, Component)) continue;
    const make = cases[packageName][name];
    if (make === undefined) {
      failures.push(`${packageName} ${name}: no case in cases.mjs`);
      continue;
    }
    const sheet = new ServerStyleSheet();
    const logged = [];
    const consoleError = console.error;
    // React reports misuse (a list without keys, an invalid prop) through console.error while rendering.
    console.error = (...args) => logged.push(args.map(String).join(' '));
    try {
      const html = renderToString(sheet.collectStyles(inProviders(make({ h, ui, widgets, sdk, Component }))));
      if (logged.length)
        failures.push(`${packageName} ${name}: logged while rendering: ${logged.join('\n')}`);
      if (!html) failures.push(`${packageName} ${name}: rendered nothing`);
      styles += sheet.getStyleTags().length;
      rendered += 1;
    } catch (error) {
      failures.push(`${packageName} ${name}: ${error?.stack ?? error}`);
    } finally {
      console.error = consoleError;
      sheet.seal();
    }
  }
}
if (styles === 0) failures.push('styled-components collected no styles on the server');

// 3. "use client" heads every kit module that uses React (React Server Component frameworks rely on it).
const require = createRequire(import.meta.url);
const clientImport =
  /(^|\n)import\s*(?!type\b)[^;]*?from\s*["'](react|react-aria|react-aria-components|react-i18next|styled-components)["/]/;
for (const name of ['@abossey/ui', '@abossey/widgets']) {
  const dist = join(dirname(require.resolve(`${name}/package.json`)), 'dist');
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of walk(dist).filter(
    (path) => path.endsWith('.js') && !path.includes(`${'/'}embed${'/'}`),
  )) {
    const code = readFileSync(file, 'utf8');
    if (clientImport.test(code) && !/^\s*['"]use client['"]/.test(code))
      failures.push(`${name}: ${file.slice(dist.length + 1)} uses React but has no "use client"`);
  }
}

const how = import.meta.url.includes('dist-ssr') ? 'Vite SSR build' : 'plain Node ESM';
if (failures.length) {
  console.error(`SSR (${how}): ${failures.length} problem(s)\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log(`SSR (${how}): ${rendered} components rendered to HTML, ${styles} bytes of collected style tags`);
