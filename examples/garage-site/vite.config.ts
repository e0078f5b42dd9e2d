import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: nothing here knows about the Abossey monorepo. Set the marketplace's origin with
// VITE_ABOSSEY_ORIGIN (default http://localhost:3000) when building.
export default defineConfig({
  plugins: [react()],
});
