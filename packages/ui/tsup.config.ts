import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Peer dependencies and the SDK stay imports, so apps share one copy of each.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', '@abossey/sdk'],
});
