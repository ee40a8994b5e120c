// Development: the API with reload on $PORT (3000) and Vite's dev server on $WEB_PORT (5173),
// which proxies /api to the API. Both stop when either stops, and both on Ctrl-C.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const web = path.join(repo, 'apps/web');
// Vite is a dependency of the web app's workspace, not of the root: resolve it from there.
const viteDir = path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json'));
const viteBin = path.join(viteDir, 'bin', 'vite.js');
const tsxBin = createRequire(path.join(repo, 'package.json')).resolve('tsx/cli');

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: apiPort };

const children = [
  spawn(process.execPath, [tsxBin, 'watch', 'apps/server/src/server.ts'], {
    cwd: repo,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, [viteBin, '--port', webPort, '--strictPort'], { cwd: web, stdio: 'inherit', env }),
];
const [api, vite] = children;
console.log(`dev: API pid ${api.pid} on :${apiPort}, Vite pid ${vite.pid} on http://localhost:${webPort}`);

let exitCode = 0;
const stop = (code) => {
  exitCode ||= code ?? 0;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
let running = children.length;
for (const c of children) {
  c.on('exit', (code) => {
    stop(code ?? 1);
    if (--running === 0) process.exit(exitCode);
  });
}
