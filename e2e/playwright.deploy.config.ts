import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * The deployment test's browser: run by deploy/test-two-instances.sh, which starts two
 * instances behind nginx and passes their addresses. No webServer of its own.
 */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}.`);
const baseURL = process.env.DEPLOY_BASE_URL;
if (!baseURL) throw new Error('Run through deploy/test-two-instances.sh (DEPLOY_BASE_URL is not set).');

export default defineConfig({
  testDir: './deploy',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] },
  },
});
