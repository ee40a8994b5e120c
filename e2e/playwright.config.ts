import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) {
  throw new Error(
    `No Chromium at ${chromePath}. Install it (Debian: apt-get install chromium) or set CHROME_PATH.`,
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// Workers re-read this file: the port and data directory are chosen once and passed on by env.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The production build installs a service worker (decision 022); requests it answers would
    // bypass page.route. Only e2e/specs/installable.spec.ts lets it in.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: /admin-figures\.spec\.ts$/,
    },
    // Pausing all ordering is site-wide: that spec runs alone, after every other journey.
    {
      name: 'maintenance',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: /admin-figures\.spec\.ts$/,
      dependencies: ['mobile'],
      // Seen once on a quiet machine: the settings save's confirmation did not appear within 10 s
      // (cause not found yet). One retry, here only, until it is.
      retries: 1,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testMatch: /desktop\.spec\.ts$/ },
  ],
  webServer: {
    // The built app on a fresh temporary database, as `npm start` runs it.
    command: 'node --enable-source-maps ../apps/server/dist/server.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Many journeys sign in from one address; the limiter itself is covered by the API tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Journeys leave paid orders waiting at demo restaurants; missed orders would pause them
      // mid-run. The rule is covered by the API tests (kitchen-controls.test.ts).
      KITCHEN_DEADLINE_CHECK_MS: '0',
      SCHEDULED_RELEASE_CHECK_MS: '2000',
    },
  },
});
