import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { dropIconFontGlyphs } from './scripts/iconFontCss';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [
    react(),
    // issue 13 "A light web app": every text asset (html, js, mjs, css, svg, json) is written beside
    // itself as .br (quality 11) and .gz (level 9); the gateway serves them by Accept-Encoding
    // (gateway/src/http/webApp.ts). Source maps stay uncompressed (only DevTools fetches them).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' }),
  ],
  build: { target: 'es2022', outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  css: { postcss: { plugins: [dropIconFontGlyphs] } },
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
