// The database-outage run: a server on PostgreSQL under steady traffic loses its database twice.
//   node reliability/db-outage.mjs [databaseUrl] [port]
// (defaults: postgres://postgres@127.0.0.1:5432/reliability_outage, port 3100). The database is
// created if missing, and ONLY its own backends are terminated. Phases, 4 clients each:
//   1. 5 s steady: GET /api/restaurants, /api/search?q=dosa, /readyz
//   2. terminate every backend of the database (a restart or failover as the app sees it)
//   3. 5 s, then a hard outage: ALLOW_CONNECTIONS false + terminate, held 5 s, then allowed again
//   4. 10 s recovery
// Prints, per outage: time from the database's return to the first all-200 round (recovery), the
// slowest request, requests over 3 s ("hung"), and 5xx during and after the outage.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/reliability_outage';
const port = Number(process.argv[3] ?? 3100);
const base = `http://127.0.0.1:${port}`;
const dbName = new URL(url).pathname.slice(1);
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
if (exists.rowCount === 0) await admin.query(`create database ${pg.escapeIdentifier(dbName)}`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i += 1) {
  if (server.exitCode !== null) throw new Error('server exited');
  if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
  if (i > 300) throw new Error('server did not start');
  await sleep(500);
}

const paths = ['/api/restaurants?limit=5', '/api/search?q=dosa', '/readyz'];
const results = []; // { at, ms, status, phase }
let phase = 'steady';
let running = true;
const HUNG_MS = 3_000;
const client = async () => {
  for (let i = 0; running; i += 1) {
    const path = paths[i % paths.length];
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    results.push({ at: performance.now(), ms: performance.now() - started, status, phase });
    await sleep(20);
  }
};
const clients = Array.from({ length: 4 }, client);
const terminate = () =>
  admin.query('select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = $1', [dbName]);

/** Time from `since` to the first moment after which every path answers 200 in one round. */
async function timeToRecover(since) {
  for (;;) {
    const answers = await Promise.all(
      paths.map((p) =>
        fetch(`${base}${p}`)
          .then((r) => r.status)
          .catch(() => 0),
      ),
    );
    if (answers.every((s) => s === 200)) return performance.now() - since;
    await sleep(50);
  }
}

const report = {};
await sleep(5_000);

phase = 'terminated';
let t0 = performance.now();
await terminate();
report.terminateBackends = { recoveryMs: Math.round(await timeToRecover(t0)) };
phase = 'after-terminate';
await sleep(5_000);

phase = 'outage';
await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections false`);
await terminate();
await sleep(5_000);
await admin.query(`alter database ${pg.escapeIdentifier(dbName)} allow_connections true`);
phase = 'recovering';
t0 = performance.now();
report.hardOutage5s = { recoveryMs: Math.round(await timeToRecover(t0)) };
phase = 'after-outage';
await sleep(10_000);
running = false;
await Promise.all(clients);

const by = (p) => results.filter((r) => r.phase === p);
for (const p of ['steady', 'terminated', 'after-terminate', 'outage', 'recovering', 'after-outage']) {
  const rs = by(p);
  report[p] = {
    requests: rs.length,
    fiveXx: rs.filter((r) => r.status >= 500).length,
    failed: rs.filter((r) => r.status === 0).length,
    hung: rs.filter((r) => r.ms > HUNG_MS).length,
    slowestMs: Math.round(Math.max(0, ...rs.map((r) => r.ms))),
  };
}
report.serverStillRunning = server.exitCode === null;
console.log(JSON.stringify(report, null, 2));
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await admin.end();
