/**
 * The floor pages of `npm run size:floor` and the Lighthouse bench: tiny React pages of 30 text cards, with none or
 * some of the libraries the storefront uses, as the storefront uses them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const parts = {
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

/**
 * Builds the page of `names` into `dir` (`index.html` and its assets) with the apps' React plugin; `write: false`
 * returns the chunks instead.
 */
export async function buildFloorPage(dir, names, { write = true } = {}) {
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
    build: { write, outDir: join(dir, 'dist'), modulePreload: false },
  });
  return (Array.isArray(output) ? output : [output]).flatMap((o) => o.output ?? []);
}
