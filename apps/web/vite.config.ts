import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { flatImports } from './build/flat-imports.ts';
import { precompress } from './build/precompress.ts';
import { preloadHints } from './build/preload-hints.ts';
import { serviceWorker } from './build/service-worker.ts';

/** zod and the shared contracts built with it: code for forms and admin screens, never for `/`. */
const SCHEMA_MODULES = /[\\/](node_modules[\\/]zod|packages[\\/]shared[\\/]src[\\/]contracts)[\\/]/;

/** React Router's production build: its development one's path, with `production` for `development`. */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url)
    .resolve('react-router')
    .replace(/\.js$/, '.mjs');
  const production = development.replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );
  if (production === development || !fs.existsSync(production)) {
    throw new Error(`react-router: no production build beside ${development}`);
  }
  return production;
}

/**
 * Lazy chunks fetched with everything they import, in one round trip: the pages a guest opens from
 * `/`, and the few lines that start a workspace screen's reads (decision 059) and load Settings'
 * map, whose own imports would otherwise wait behind the page's dozens of files.
 */
const WHOLE_LIST_CHUNKS =
  /(^|\/)(view-restaurant-page|all-restaurants-page|screen-reads|zone-map)-[\w-]+\.js$/;

/**
 * The browser's build (dist) and, with `--ssr src/entry-server.tsx`, the server's renderer of the
 * public pages (dist-ssr, decision 031), which imports its dependencies from node_modules.
 */
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const serverBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, target: 'node20' },
});

const browserBuild = defineConfig({
  resolve: {
    // React Router publishes a production build beside its development one, but its package names
    // only the development one, warnings and all (~1.6 KB gzip on every page).
    alias: { 'react-router': reactRouterProductionBuild() },
  },
  plugins: [
    react(),
    // Deep links to these lazily loaded pages get their code preloaded with the page (decision 010).
    preloadHints({
      '/view-restaurant/': 'src/features/restaurants/pages/view-restaurant-page.tsx',
      '/all-restaurants': 'src/features/restaurants/pages/all-restaurants-page.tsx',
    }),
    // Installable and usable offline: the shell, these pages' code and the last menu seen (decision 022).
    // Other pages' code is kept as it is used.
    serviceWorker(['src/features/restaurants/pages/view-restaurant-page.tsx']),
    // A lazy chunk's imports of imports are named in it: they arrive in one round trip, not five.
    flatImports(),
    // Brotli and gzip copies of every text file, made once here instead of on every request.
    precompress(),
  ],
  // `npm run dev` (scripts/dev.mjs) sets both ports: WEB_PORT for this server, PORT for the API.
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // SOURCEMAP=1 to see what a chunk holds (source-map-js can attribute its bytes to packages).
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
    // Each lazy import in the entry carried the list of every file its page imports, to fetch them
    // at once (~4 KB gzip on every first screen for ~60 pages). A page's styles must still come
    // with it; the browse pages keep their whole list (a tap from `/` opens them in one round trip),
    // other pages fetch what they import when their code arrives (one more round trip) (issue 28).
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || WHOLE_LIST_CHUNKS.test(filename)
          ? deps
          : deps.filter((d) => d.endsWith('.css')),
    },
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
          groups: [
            {
              name: 'index',
              tags: ['$initial'],
              // '$initial' counts every module the entry reaches, and the shared barrel reaches
              // every zod contract: forms on lazy pages use them, which put zod and all its
              // schemas (26 KB gzip, and their construction at start-up) on every first screen.
              // They stay out, and out of the chunks their dependencies would pull back in.
              test: (id) => !SCHEMA_MODULES.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
