// Development: the API with reload on :3000 and the Vite dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
