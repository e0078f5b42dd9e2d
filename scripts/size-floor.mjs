#!/usr/bin/env node
/**
 * `npm run size:floor`: what the chosen libraries alone cost a first page, so the storefront's budget (issue 9) can be
 * read against it. Builds tiny pages with the apps' Vite and React plugin — React alone (the "bare Vite + React
 * page" anchor), React plus one library at a time, and all of them as the storefront uses them (data router, a query,
 * a translation, a styled component, react-aria-components' Button and Link) — and prints each page's JavaScript
 * gzipped the way `npm run size` measures it. Deterministic; nothing is timed. Figures in docs/adr/0009.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');

const parts = {
  router: {
    imports: "import { createBrowserRouter, RouterProvider, Link as RouterLink } from 'react-router';",
    jsx: '<RouterLink to="/a">a</RouterLink>',
    mount: (page) =>
      `const router = createBrowserRouter([{ path: '*', element: ${page} }]);\nconst app = <RouterProvider router={router} />;`,
  },
  /** Not used by the apps (they need the data router's lazy routes and navigation state); for comparison. */
  'router, declarative': {
    imports: "import { BrowserRouter, Routes, Route, Link as RouterLink } from 'react-router';",
    jsx: '<RouterLink to="/a">a</RouterLink>',
    mount: (page) =>
      `const app = <BrowserRouter><Routes><Route path="*" element={${page}} /></Routes></BrowserRouter>;`,
  },
  query: {
    imports: "import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';",
    setup: 'const queryClient = new QueryClient();',
    hook: "useQuery({ queryKey: ['cards'], queryFn: async () => 30 });",
    wrap: (element) => `<QueryClientProvider client={queryClient}>{${element}}</QueryClientProvider>`,
  },
  i18n: {
    imports:
      "import i18next from 'i18next';\nimport { initReactI18next, useTranslation } from 'react-i18next';",
    setup:
      "i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { card: 'Card {{n}}' } } } });",
    hook: 'const { t } = useTranslation();',
    text: "t('card', { n })",
  },
  styled: {
    imports: "import styled from 'styled-components';",
    setup: 'const Card = styled.div`padding: 8px;`;',
    card: 'Card',
  },
  aria: {
    imports: "import { Button, Link } from 'react-aria-components';",
    jsx: '<Button onPress={() => {}}>b</Button><Link href="/b">l</Link>',
  },
};

/** A page of 30 text cards using the given parts. */
function page(names) {
  const used = names.map((name) => parts[name]);
  const card = used.find((p) => p.card)?.card ?? 'div';
  const text = used.find((p) => p.text)?.text ?? "'Card ' + n";
  const body = `<div>{Array.from({ length: 30 }, (_, n) => <${card} key={n}>{${text}}</${card}>)}${used.map((p) => p.jsx ?? '').join('')}</div>`;
  const mount = used.find((p) => p.mount)?.mount('<Page />') ?? 'const app = <Page />;';
  const element = used.reduce((inner, p) => (p.wrap ? p.wrap(inner) : inner), 'app');
  return [
    "import { createRoot } from 'react-dom/client';",
    ...used.map((p) => p.imports),
    ...used.map((p) => p.setup ?? ''),
    `function Page() {\n${used.map((p) => p.hook ?? '').join('\n')}\nreturn ${body};\n}`,
    mount,
    `createRoot(document.getElementById('root')).render(${element});`,
  ].join('\n');
}

async function measure(names) {
  const dir = mkdtempSync(join(root, 'node_modules', '.size-floor-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    writeFileSync(join(dir, 'main.jsx'), page(names));
    const output = await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [react()],
      build: { write: false, modulePreload: false },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
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
