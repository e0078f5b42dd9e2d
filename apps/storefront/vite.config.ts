import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientConditions } from '../../vite.shared.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: clientConditions },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: { outDir: 'dist', sourcemap: true },
});
