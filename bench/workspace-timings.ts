/**
 * Navigation to main content on every screen of every role (issue 28): `npx tsx
 * bench/workspace-timings.ts <baseURL> [runs]` against a production build with demo data (see
 * bench/README.md). Each run opens each screen cold — a fresh browser context, so no HTTP cache and
 * no query cache — on a 390 px phone, and measures from the navigation's start to the screen's main
 * heading being visible with nothing loading any more (the page's chunk, its list). Prints the
 * median and the worst run per screen, in ms, and which screens are over 1 s.
 */
import { performance } from 'node:perf_hooks';
import type { TOrder, TRestaurant } from '@app/shared';
import { type Browser, chromium, expect } from '@playwright/test';
import { ACCOUNTS, type Role, SCREENS } from '../e2e/screens/screens.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3400';
const RUNS = Number(process.argv[3] ?? 3);
const BUDGET_MS = 1_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The cookies of a signed-in `role` (none for a guest), and the ids the screens' paths need. */
async function sessionOf(browser: Browser, role: Role) {
  const context = await browser.newContext({ baseURL });
  if (role !== 'guest') {
    const res = await context.request.post('/api/auth/sign-in/email', {
      data: ACCOUNTS[role],
      headers: { Origin: baseURL },
    });
    if (!res.ok()) throw new Error(`${role} sign-in: ${res.status()}`);
  }
  const [restaurant] = (await (
    await context.request.get('/api/restaurants?limit=1')
  ).json()) as TRestaurant[];
  const orders =
    role === 'customer'
      ? ((await (await context.request.get('/api/orders?limit=1')).json()) as TOrder[])
      : [];
  const state = await context.storageState();
  await context.close();
  return { state, restaurantId: restaurant?._id ?? '', orderId: orders[0]?._id ?? '' };
}

/** One cold visit: a new context (empty caches), the screen, its heading, nothing loading. */
async function visit(browser: Browser, state: Awaited<ReturnType<typeof sessionOf>>['state'], url: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Loading page')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('list-count').filter({ hasText: 'Loading…' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.locator('.mantine-Skeleton-root').first()).toHaveCount(0, { timeout: 30_000 });
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows: { role: Role; screen: string; medianMs: number; worstMs: number }[] = [];
try {
  for (const role of Object.keys(SCREENS) as Role[]) {
    const session = await sessionOf(browser, role);
    for (const screen of SCREENS[role]) {
      const url = screen.replace(':restaurant', session.restaurantId).replace(':order', session.orderId);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) times.push(await visit(browser, session.state, url));
      rows.push({
        role,
        screen,
        medianMs: Math.round(median(times)),
        worstMs: Math.round(Math.max(...times)),
      });
    }
  }
} finally {
  await browser.close();
}
console.table(rows);
const over = rows.filter((r) => r.medianMs > BUDGET_MS);
console.log(
  over.length === 0
    ? `every screen's median is under ${BUDGET_MS} ms`
    : `over ${BUDGET_MS} ms: ${over.map((r) => `${r.role} ${r.screen} (${r.medianMs} ms)`).join(', ')}`,
);
