import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirFromTemplate, freePort } from './server-process.ts';

const DEV_SCRIPT = fileURLToPath(new URL('../../../scripts/dev.mjs', import.meta.url));

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

async function waitFor(check: () => Promise<boolean>, what: string, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `npm run dev` (scripts/dev.mjs): the API watcher and Vite, on the ports given, live and dying together. */
describe('the development loop', () => {
  let child: ChildProcess;
  let output = '';
  let apiPort: number;
  let webPort: number;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await dataDirFromTemplate('dev-loop-test-');
    apiPort = await freePort();
    webPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(apiPort),
      WEB_PORT: String(webPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    delete env.NODE_ENV;
    delete env.DATABASE_URL;
    delete env.PUBLIC_URL;
    child = spawn(process.execPath, [DEV_SCRIPT], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d) => (output += String(d)));
  }, 30_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app from Vite on WEB_PORT and proxies /api to the API on PORT', async () => {
    await waitFor(
      () => answers(`http://127.0.0.1:${webPort}/api/client-config`),
      'the API through Vite',
      () => output,
    );
    const page = await fetch(`http://127.0.0.1:${webPort}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    // Vite's own client: this is the dev server, not a built app.
    expect(html).toContain('/@vite/client');
    const config = await fetch(`http://127.0.0.1:${webPort}/api/client-config`);
    expect(await config.json()).toMatchObject({ payments: 'test' });
  }, 150_000);

  it('stops the API when Vite dies, and exits', async () => {
    const vitePid = Number(output.match(/Vite pid (\d+)/)?.[1]);
    expect(vitePid).toBeGreaterThan(0);
    const exited = once(child, 'exit');
    process.kill(vitePid, 'SIGKILL');
    await exited;
    expect(await answers(`http://127.0.0.1:${apiPort}/readyz`)).toBe(false);
  }, 30_000);
});
