import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test/free-port.ts';
import './live-api.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server (TypeScript sources, a fresh PGlite with the demo data) for the web app's
 * stateful modules to talk to: their tests run the modules against the API they were written for,
 * not against a stand-in.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-live-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d) => (errors += String(d)));
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${errors}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('liveServerUrl', url);
  return async () => {
    child.kill('SIGTERM');
    await once(child, 'exit');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
