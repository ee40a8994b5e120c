// How long a phone takes to show a search's results: from the search request leaving to the result
// count on screen (the same render draws the cards). Pixel 7 emulation, CPU slowed 6x, alternating
// between the servers named, medians of `runs`. Usage:
//   node bench/search-render.mjs <runs> <baseUrl> [otherBaseUrl ...]
import { chromium, devices } from 'playwright';

const [runsArg = '5', ...bases] = process.argv.slice(2);
const WORDS = 'veg only under 250';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function once(base) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`${base}/`);
  const name = 'Search dishes, restaurants or areas';
  const box = page.getByRole('combobox', { name }).or(page.getByRole('textbox', { name }));
  await box.fill(WORDS);
  let sent;
  page.on('request', (r) => {
    if (r.url().includes('/api/search?')) sent ??= performance.now();
  });
  await box.press('Enter');
  await page.getByText(/dish(es)? and \d+ restaurants? found/).waitFor({ timeout: 60_000 });
  const ms = performance.now() - sent;
  await context.close();
  return ms;
}

const times = new Map(bases.map((b) => [b, []]));
for (let run = 0; run < Number(runsArg); run++) {
  for (const base of bases) times.get(base).push(await once(base));
}
await browser.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [base, xs] of times) {
  console.log(`${base}: median ${Math.round(median(xs))} ms (${xs.map(Math.round).join(', ')})`);
}
