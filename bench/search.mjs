// Search latency: realistic queries, one at a time, against a running server.
// Usage: node bench/search.mjs [baseUrl] [rounds]   (defaults http://127.0.0.1:3000, 30)
// Client time is measured over loopback with performance.now(); server time is what the search
// routes report in `Server-Timing: db;dur=<ms>` (the service call: parsing plus the queries).

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const rounds = Number(process.argv[3] ?? 30);
const WARM_UP_ROUNDS = 3;

const ENDPOINTS = {
  '/api/search': [
    'veg only under 250 in anna nagar',
    '4 star italian',
    'biryani',
    'pizza under 300',
    'non veg chinese',
    'dosa',
    'paneer',
    'thai',
    'sushi',
    'chinese in omr',
    '',
  ],
  '/api/search/suggestions': ['', 'p', 'pa', 'bir', 'dosa', 'nagar', 'pizza', 'xyz'],
};

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

async function timedGet(path, q) {
  const url = `${base}${path}?q=${encodeURIComponent(q)}`;
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const clientMs = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const serverMs = Number(/db;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return { clientMs, serverMs };
}

const results = { baseUrl: base, rounds, endpoints: {} };
for (const [path, queries] of Object.entries(ENDPOINTS)) {
  for (let i = 0; i < WARM_UP_ROUNDS; i++) for (const q of queries) await timedGet(path, q);
  const client = [];
  const server = [];
  const perQuery = {};
  for (const q of queries) perQuery[q] = [];
  // Round-robin over the queries so that a burst of machine noise does not land on one query.
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const t = await timedGet(path, q);
      client.push(t.clientMs);
      server.push(t.serverMs);
      perQuery[q].push(t.serverMs);
    }
  }
  results.endpoints[path] = {
    requests: client.length,
    clientMs: summary(client),
    serverMs: summary(server),
    serverMsByQuery: Object.fromEntries(Object.entries(perQuery).map(([q, v]) => [q, summary(v)])),
  };
}
console.log(JSON.stringify(results, null, 2));
