/**
 * Total Blocking Time of public pages with the processor really slowed down (Chromium's own
 * throttling, not Lighthouse's simulation, which multiplies each task's time measured at full
 * speed): `npx tsx bench/blocking-time.ts <slowdown> <runs> <path,path…> <baseURL> [referenceURL]`,
 * e.g. `npx tsx bench/blocking-time.ts 4 7 '/,/all-restaurants,/view-restaurant/{id}'
 * http://127.0.0.1:3400 http://127.0.0.1:3401`. A fresh 390 px context per visit; the count runs
 * from the navigation until 4 s after the app has taken the page over; TBT is the sum, over the
 * main thread's tasks after the first contentful paint, of each one's time over 50 ms. With two
 * builds, visits alternate and each round starts with the other one. `{id}` is each server's first
 * restaurant (issue 28, decision 060). The tasks are the page's own record (the Long Tasks API), not a
 * trace: tracing collects stacks, which adds work of its own to the tasks it measures.
 */
import { chromium } from 'playwright';

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
  }
}

const [slowdown = '4', runs = '5', pathList = '/', ...bases] = process.argv.slice(2);
if (bases.length === 0)
  throw new Error('usage: blocking-time.ts <slowdown> <runs> <paths> <baseURL> [referenceURL]');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** One cold visit's Total Blocking Time, in ms. */
async function blockingTime(url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // The page's own record of its long tasks (the Long Tasks API), kept from before its first script:
  // a trace would add its own work (collecting stacks) to the tasks it measures.
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        window.__longTasks.push({ start: task.startTime, duration: task.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  // Throttling set on a page of the same site stays with its renderer for the visit.
  await page.goto(new URL('/favicon.svg', url).href);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
  await page.goto(url);
  await page.waitForSelector('html[data-app=ready]', { state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(4_000);
  const blocking = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (fcp === undefined) return undefined;
    return window.__longTasks
      .filter((task) => task.start > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  });
  await context.close();
  if (blocking === undefined) throw new Error(`${url}: no first contentful paint`);
  return blocking;
}

const firstRestaurant = async (base: string) => {
  const list = (await (await fetch(`${base}/api/restaurants?limit=1`)).json()) as { _id: string }[];
  return list[0]?._id ?? '';
};
const ids = new Map(await Promise.all(bases.map(async (b) => [b, await firstRestaurant(b)] as const)));
const times = new Map<string, number[]>();
try {
  for (let round = 0; round < Number(runs); round += 1) {
    for (const path of pathList.split(',')) {
      for (const base of round % 2 === 0 ? bases : [...bases].reverse()) {
        const key = `${path} ${base}`;
        const url = new URL(path.replace('{id}', ids.get(base) ?? ''), base).href;
        times.set(key, [...(times.get(key) ?? []), await blockingTime(url)]);
      }
    }
  }
} finally {
  await browser.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.table(
  [...times].map(([key, ms]) => ({
    page: key,
    medianMs: Math.round(median(ms)),
    runs: ms.map(Math.round).join(' '),
  })),
);
