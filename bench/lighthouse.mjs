// Lighthouse, mobile (its default: simulated slow 4G and 4x CPU slowdown), several runs per page.
// Usage: node bench/lighthouse.mjs <baseUrl>[,<baseUrl> ...] [runs] [path ...]
//   e.g. node bench/lighthouse.mjs http://127.0.0.1:3140 5 / /view-restaurant/<id>
// Several base URLs (builds served side by side) are measured in alternating rounds, each round
// starting with the other one, and get their medians side by side. `{id}` in a path is each
// server's first restaurant (the ids differ between data directories).
// LH_CPU_SLOWDOWN=<n> slows the CPU n times instead of Lighthouse's 4, to stand for a slower host
// or phone (this machine at 4x scored a TBT two to three times lower than another host of its kind).
// Lighthouse is fetched by npx on first use (it is not a project dependency: ~100 packages that
// only this script needs). Chromium comes from CHROME_PATH or /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [basesArg = 'http://127.0.0.1:3000', runsArg = '5', ...paths] = process.argv.slice(2);
const bases = basesArg.split(',');
const runs = Number(runsArg);
const pages = paths.length > 0 ? paths : ['/'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse now and then fails to start or attach to Chromium; such a run is tried again once. */
function runOnce(url) {
  try {
    return lighthouse(url);
  } catch (err) {
    console.error(`lighthouse failed on ${url}, trying again: ${String(err.stderr ?? err).slice(0, 300)}`);
    return lighthouse(url);
  }
}

function lighthouse(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13',
      url,
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      `--chrome-flags=${chromeFlags}`,
      '--output=json',
      `--output-path=${out}`,
      ...(process.env.LH_CPU_SLOWDOWN
        ? [`--throttling.cpuSlowdownMultiplier=${process.env.LH_CPU_SLOWDOWN}`]
        : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const row = {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
  };
  for (const [key, audit] of Object.entries(METRICS)) row[key] = report.audits[audit].numericValue;
  return row;
}

async function firstRestaurantId(base) {
  const list = await (await fetch(new URL('/api/restaurants?limit=1', base))).json();
  return list[0]?._id;
}

const needsId = pages.some((p) => p.includes('{id}'));
const ids = Object.fromEntries(
  await Promise.all(bases.map(async (b) => [b, needsId ? await firstRestaurantId(b) : undefined])),
);
// page -> base -> rows
const rowsOf = Object.fromEntries(pages.map((p) => [p, Object.fromEntries(bases.map((b) => [b, []]))]));
for (let round = 0; round < runs; round++) {
  for (const page of pages) {
    const order = round % 2 === 0 ? bases : [...bases].reverse();
    for (const base of order) {
      const row = runOnce(new URL(page.replace('{id}', ids[base]), base).href);
      rowsOf[page][base].push(row);
      console.error(`${base}${page}: ${JSON.stringify(row)}`);
    }
  }
}
const medians = Object.fromEntries(pages.map((p) => [p, {}]));
for (const [page, byBase] of Object.entries(rowsOf)) {
  for (const [base, rows] of Object.entries(byBase)) {
    const summary = { runs: rows.map((r) => r.performance), lcpRuns: rows.map((r) => Math.round(r.lcp)) };
    for (const key of ['performance', 'accessibility', 'seo', ...Object.keys(METRICS)]) {
      const value = median(rows.map((r) => r[key]));
      summary[key] = key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    medians[page][base] = summary;
  }
}
console.log(JSON.stringify({ runs, medians }, null, 2));
