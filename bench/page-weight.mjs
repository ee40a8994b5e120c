// JavaScript a guest's browser downloads to show a page (compressed bytes on the wire), with the
// built app served by a running server. Usage: node bench/page-weight.mjs <baseUrl> [path ...]
import { chromium } from 'playwright';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = {};
for (const page of paths.length > 0 ? paths : ['/']) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const scripts = [];
  tab.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push(sizes.responseBodySize);
  });
  await tab.goto(new URL(page, base).href, { waitUntil: 'networkidle' });
  const bytes = scripts.reduce((sum, n) => sum + n, 0);
  results[page] = { files: scripts.length, kilobytes: Math.round(bytes / 102.4) / 10 };
  await context.close();
}
await browser.close();
console.log(JSON.stringify({ base, javascript: results }, null, 2));
