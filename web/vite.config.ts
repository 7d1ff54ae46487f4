import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  optimizeDeps: { exclude: ['pdfjs-dist'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/files': gateway,
      // issue 12: the public verifiable credential and the keys that verify it
      '^/verify/[^/]+/credential': gateway,
      '/.well-known': gateway,
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
