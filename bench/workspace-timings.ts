/**
 * Navigation to main content on every screen of every role (issue 28): `npx tsx
 * bench/workspace-timings.ts <baseURL> [runs] [referenceURL]` (`ONLY=<regex>` for some screens) against a production build with demo
 * data (see bench/README.md); with a reference (the previous build, on its own port and data), the
 * two are visited alternately, screen by screen, and the table adds its medians and the ratio. Each run opens each screen cold — a fresh browser context, so no HTTP cache and
 * no query cache — on a 390 px phone, and measures, by the page's clock, from the navigation's start
 * to the first frame with the screen's main heading shown and nothing loading any more (the page's
 * chunk, its list). Prints the median and the worst run per screen, in ms, and which screens are
 * over 1 s.
 */
import type { TOrder, TRestaurant } from '@app/shared';
import { type Browser, chromium } from '@playwright/test';
import { ACCOUNTS, type Role, SCREENS } from '../e2e/screens/screens.ts';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3400';
const RUNS = Number(process.argv[3] ?? 3);
const referenceURL = process.argv[4];
const BUDGET_MS = 1_000;
/** `ONLY=<regular expression>` times only the screens whose role and path match, e.g. `ONLY='owner|/admin$'`. */
const only = new RegExp(process.env.ONLY ?? '');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The cookies of a signed-in `role` (none for a guest), and the ids the screens' paths need. */
async function sessionOf(browser: Browser, role: Role, baseURL: string) {
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

/**
 * Watches, in the page, for the first frame where the screen is ready: its heading shown and no
 * loader, skeleton or "Loading…" count left. Timed by the page's own clock from the navigation's
 * start: Playwright's `expect` polls at 100, 250, 500 and 1000 ms, which would round every figure
 * up to one of those steps. A string, not a function: tsx would add its own helpers to a function's
 * text, which the page does not have.
 */
const watchForReady = `
  const ready = () => {
    const heading = document.querySelector('h1');
    if (!heading || heading.getBoundingClientRect().height === 0) return false;
    if (document.querySelector('[aria-label^="Loading"], [aria-label="Checking your session"]')) return false;
    if (document.querySelector('.mantine-Skeleton-root')) return false;
    const count = document.querySelector('[data-testid="list-count"]');
    return !count?.textContent?.includes('Loading…');
  };
  const frame = () => {
    if (ready()) window.readyAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

/** One cold visit: a new context (empty caches), the screen, until it is ready. */
async function visit(
  browser: Browser,
  baseURL: string,
  state: Awaited<ReturnType<typeof sessionOf>>['state'],
  url: string,
) {
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchForReady);
  const page = await context.newPage();
  const pending = new Set<string>();
  page.on('request', (r) => pending.add(r.url()));
  page.on('requestfinished', (r) => pending.delete(r.url()));
  page.on('requestfailed', (r) => pending.delete(r.url()));
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await page
    .waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt, null, { timeout: 30_000 })
    .catch(async (error: Error) => {
      const waiting = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label^="Loading"], .mantine-Skeleton-root')]
          .map((e) => e.getAttribute('aria-label') ?? e.className)
          .join(', '),
      );
      const text = await page.evaluate(() => document.body?.innerText.slice(0, 200));
      throw new Error(
        `${url} never ready (showing ${waiting || 'no heading'}; ${page.url()}: ${text}; pending ${[...pending].join(' ')}): ${error.message}`,
      );
    });
  const readyAt = Number(await ms.jsonValue());
  await context.close();
  return readyAt;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
type Row = {
  role: Role;
  screen: string;
  medianMs: number;
  worstMs: number;
  referenceMs?: number;
  ratio?: number;
};
const rows: Row[] = [];
try {
  for (const role of Object.keys(SCREENS) as Role[]) {
    const screens = SCREENS[role].filter((s) => only.test(`${role} ${s}`));
    if (screens.length === 0) continue;
    const session = await sessionOf(browser, role, baseURL);
    const reference = referenceURL ? await sessionOf(browser, role, referenceURL) : null;
    const pathOf = (screen: string, ids: typeof session) =>
      screen.replace(':restaurant', ids.restaurantId).replace(':order', ids.orderId);
    for (const screen of screens) {
      const times: number[] = [];
      const referenceTimes: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        // Alternately first, so neither build always meets a machine the other has just warmed.
        const visitReference = async () => {
          if (reference && referenceURL) {
            referenceTimes.push(
              await visit(browser, referenceURL, reference.state, pathOf(screen, reference)),
            );
          }
        };
        if (i % 2 === 1) await visitReference();
        times.push(await visit(browser, baseURL, session.state, pathOf(screen, session)));
        if (i % 2 === 0) await visitReference();
      }
      const row: Row = {
        role,
        screen,
        medianMs: Math.round(median(times)),
        worstMs: Math.round(Math.max(...times)),
      };
      if (referenceTimes.length > 0) {
        row.referenceMs = Math.round(median(referenceTimes));
        row.ratio = Math.round((median(times) / median(referenceTimes)) * 100) / 100;
      }
      rows.push(row);
    }
  }
} finally {
  await browser.close();
}
console.table(rows);
if (referenceURL) {
  const ratios = rows.flatMap((r) => (r.ratio === undefined ? [] : [r.ratio]));
  console.log(`median ratio to the reference (${referenceURL}): ${median(ratios)}`);
}
const over = rows.filter((r) => r.medianMs > BUDGET_MS);
console.log(
  over.length === 0
    ? `every screen's median is under ${BUDGET_MS} ms`
    : `over ${BUDGET_MS} ms: ${over.map((r) => `${r.role} ${r.screen} (${r.medianMs} ms)`).join(', ')}`,
);
