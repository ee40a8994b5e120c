import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadHints } from './build/preload-hints.ts';
import { serviceWorker } from './build/service-worker.ts';

export default defineConfig({
  plugins: [
    react(),
    // Deep links to these lazily loaded pages get their code preloaded with the page (decision 010).
    preloadHints({ '/view-restaurant/': 'src/features/restaurants/pages/view-restaurant-page.tsx' }),
    // Installable and usable offline: the shell, these pages' code and the last menu seen (decision 022).
    // Other pages' code is kept as it is used.
    serviceWorker(['src/features/restaurants/pages/view-restaurant-page.tsx']),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // @app/shared's zod contracts run `z.object(...)` at import time, which a bundler must keep
        // unless told the package is side-effect free; the web app mostly imports its types,
        // messages and constants, and without this every page paid ~22 KB gzip of zod.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // Everything the entry loads anyway goes in one file instead of a dozen small shared
          // chunks: fewer requests and better compression (~3 KB gzip less for `/`).
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
