import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screenshots` (issue 28): every screen of every role at phone and laptop size, light and
 * dark, into ./screenshots/<role>/, against the built app on a fresh demo database, as the browser
 * tests run it. Not part of `npm test`: it asserts only that each screen draws, and is for looking.
 */
export default defineConfig({
  ...base,
  testDir: './screens',
  reporter: [['list']],
  timeout: 180_000,
  projects: [{ name: 'screens', use: { browserName: 'chromium' } }],
});
