import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keeps the budget check honest: a warning if any single chunk grows past the whole initial budget.
    chunkSizeWarningLimit: 400,
  },
  server: {
    // The local gateway serves the API on :3000; the dev server forwards /api so the SPA stays same-origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
