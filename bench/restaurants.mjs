// GET /api/restaurants under load: autocannon, 50 connections, 10 s, against a running server.
// Usage: node bench/restaurants.mjs [baseUrl]   (default http://127.0.0.1:3000)
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const result = await autocannon({ url: `${base}/api/restaurants`, connections: 50, duration: 10 });
console.log(
  JSON.stringify(
    {
      url: `${base}/api/restaurants`,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      non2xx: result.non2xx,
      errors: result.errors,
    },
    null,
    2,
  ),
);
