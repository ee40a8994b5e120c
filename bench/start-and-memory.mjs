// Start time and idle memory of the server as `npm run serve` ran it before decision 039 (its
// TypeScript through tsx, a 64 MB young generation) and as it runs now (the compiled bundle, a
// 8 MB young generation), alternating, on one PostgreSQL database (migrated by the first start).
// Start = spawn to the first 200 from /readyz; RSS read from /proc 5 s after that. Run it with
// the Node to measure (`npx -y node@24 bench/start-and-memory.mjs ...` for Node 24).
//   node bench/start-and-memory.mjs postgres://postgres@127.0.0.1:5432 [rounds=5]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [pgBase = 'postgres://postgres@127.0.0.1:5432', roundsArg = '5'] = process.argv.slice(2);
const rounds = Number(roundsArg);
const repo = path.resolve(import.meta.dirname, '..');
const PORT = 3377;
const variants = {
  tsx: ['--max-semi-space-size=64', '--import', 'tsx', 'apps/server/src/server.ts'],
  compiled: ['--max-semi-space-size=8', '--enable-source-maps', 'apps/server/dist/server.js'],
};
const db = `bench_start_${Date.now()}`;
const admin = await import('pg').then(({ default: pg }) => new pg.Client(`${pgBase}/postgres`));
await admin.connect();
await admin.query(`CREATE DATABASE ${db}`);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
};

async function once(name) {
  const started = performance.now();
  const child = spawn(process.execPath, variants[name], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `${pgBase}/${db}`,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
      ALLOW_DEV_MAILBOX_IN_PRODUCTION: 'true',
      ALLOW_HTTP_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > 120_000) throw new Error(`${name} did not start`);
    await sleep(25);
  }
  const startMs = performance.now() - started;
  await sleep(5000);
  const rss = rssMb(child.pid);
  const stopping = performance.now();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { startMs: Math.round(startMs), rss, stopMs: Math.round(performance.now() - stopping) };
}

const results = { tsx: [], compiled: [] };
try {
  await once('compiled'); // migrates the new database: not counted
  for (let i = 0; i < rounds; i++) {
    for (const name of i % 2 ? ['compiled', 'tsx'] : ['tsx', 'compiled'])
      results[name].push(await once(name));
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin.end();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, runs] of Object.entries(results)) {
  console.log(
    `${name.padEnd(9)} start ${median(runs.map((r) => r.startMs))} ms, RSS at idle ${median(runs.map((r) => r.rss))} MB, stop ${median(runs.map((r) => r.stopMs))} ms  (runs: ${runs.map((r) => `${r.startMs}ms/${r.rss}MB`).join(', ')})`,
  );
}
