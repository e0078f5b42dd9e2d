import { defineConfig } from 'tsup';

export default defineConfig({
  // The rich-text editor (tiptap, ~150 kB gzip) and the react-hook-form bindings are their own entries, so only the
  // apps (and screens) that use them pay for them.
  entry: {
    index: 'src/index.ts',
    forms: 'src/forms/index.tsx',
    'rich-text-editor': 'src/RichTextEditor/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer dependencies and the SDK stay imports, so apps share one copy of each.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'styled-components',
    'react-hook-form',
    '@abossey/sdk',
  ],
});
