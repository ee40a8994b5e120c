// Compiles the server into one ES module, apps/server/dist/main.js (decision 039): our code and
// @app/shared are bundled, the packages in this workspace's `dependencies` stay imports from
// node_modules, so production runs `node apps/server/dist/server.js` after `npm ci --omit=dev`.
// server.js is a launcher: it turns on Node's compile cache (Node 22.1+) before the bundle's
// imports are loaded, so a restart does not compile every dependency again.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('.', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/server.ts`],
  outfile: `${root}dist/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A package name also covers its subpaths (drizzle-orm/pg-core, better-auth/api, ...).
  external: Object.keys(pkg.dependencies),
  sourcemap: 'linked',
  // Stack traces name our files: the map is read by `node --enable-source-maps`.
  sourcesContent: false,
  logLevel: 'warning',
  legalComments: 'none',
});

writeFileSync(
  `${root}dist/server.js`,
  `import module from 'node:module';
// Compiled code of the server and its dependencies kept on disk (os.tmpdir() unless
// NODE_COMPILE_CACHE names a directory): restarts skip compiling it. Node 20 has no cache.
module.enableCompileCache?.();
await import('./main.js');
`,
);
