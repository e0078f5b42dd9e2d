import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientConditions } from '../../vite.shared.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

// Assets live under /console/ so the one server can serve both apps on one origin (see CONSOLE_ASSET_BASE).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: clientConditions },
  server: { port: 5174, proxy: { '/api': api, '/uploads': api } },
  build: { outDir: 'dist', sourcemap: true },
});
