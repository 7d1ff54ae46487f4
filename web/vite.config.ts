import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.mts';
import react from '@vitejs/plugin-react';
import type { AcceptedPlugin } from 'postcss';
import { compression } from 'vite-plugin-compression2';
import { splitGeneratedDocuments } from './scripts/splitGeneratedDocuments.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * A PostCSS plugin (docs/architecture.md "A light web app"): drops Blueprint's icon-font glyph rules
 * (`.bp6-icon-add::before { content: "…" }`, ≈700 of them, ≈4.5 KiB of brotli). They draw icons
 * with the icon font, which the app no longer loads: its icons are SVG (src/app/icons.ts).
 */
const dropIconFontGlyphs: AcceptedPlugin = {
  postcssPlugin: 'certify-drop-icon-font-glyphs',
  Rule(rule) {
    if (rule.selectors.every((selector) => /^\.bp6-icon-[a-z0-9-]+::?before$/.test(selector.trim()))) rule.remove();
  },
};

export default defineConfig({
  plugins: [
    react(),
    // each screen's chunk carries only the GraphQL documents it uses (docs/architecture.md "A light web app")
    splitGeneratedDocuments(),
    // docs/architecture.md "A light web app": every text asset (html, js, mjs, css, svg, json) is written beside
    // itself as .br (quality 11) and .gz (level 9); the gateway serves them by Accept-Encoding
    // (gateway/src/http/webApp.ts). Source maps stay uncompressed (only DevTools fetches them).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' }),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // docs/architecture.md "A light web app": few requests per screen. Everything the entry needs before the
    // first render is one chunk ('app': React, the router, Apollo, the route table) instead of
    // ≈25; each lazy route is one chunk plus the big shared ones, because common chunks under
    // 16 KiB (source) are copied into the routes that use them instead of being fetched apart.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          // (the copies share one module state through rolldown's runtime registry; chunks holding
          // styles stay files, or Vite would emit their CSS once per copy)
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  css: { postcss: { plugins: [dropIconFontGlyphs] } },
  optimizeDeps: { exclude: ['pdfjs-dist'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/files': gateway,
      // docs/verification.md "Verifiable credentials": the public verifiable credential and the keys that verify it
      '^/verify/[^/]+/credential': gateway,
      '/.well-known': gateway,
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // worker threads start faster than child processes; each file still gets a fresh one
    pool: 'threads',
    // Blueprint, Apollo and date-fns are hundreds of modules each: bundled once for the suite, so a test
    // file loads a few files instead (React and Testing Library with them, so there is one React)
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@blueprintjs/core',
            '@blueprintjs/datetime',
            '@blueprintjs/icons',
            '@blueprintjs/select',
            '@blueprintjs/table',
            '@apollo/client',
            'date-fns',
            'react-router',
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@testing-library/react',
            '@testing-library/user-event',
          ],
        },
      },
    },
    maxWorkers: TEST_WORKERS,
    // a test may wait up to 10 s on one screen (src/test/setup.ts) on CI's loaded cores
    testTimeout: 30_000,
  },
});
