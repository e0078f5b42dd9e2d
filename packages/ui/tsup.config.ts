import { defineConfig } from 'tsup';

export default defineConfig({
  // The rich-text editor (tiptap, ~150 kB gzip) is its own entry so only the apps that load it pay for it.
  entry: { index: 'src/index.ts', 'rich-text-editor': 'src/RichTextEditor/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer dependencies and the SDK stay imports, so apps share one copy of each.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', '@abossey/sdk'],
});
