// A public catalogue read against its same-bytes ceiling, in one run (decision 031).
// Usage: node bench/catalogue.mjs [baseUrl] [path] [seconds] [rounds]
//   defaults: http://127.0.0.1:3000 /api/restaurants 5 3
// For each encoding (none; `br, gzip` as every browser sends), it captures the product's response
// (body bytes and headers, security headers included) and starts bench/same-bytes-server.mjs twice:
// sending exactly that response, and sending the same body with only a content type (and
// encoding). It then alternates autocannon runs (50 connections) product / ceilings `rounds`
// times and prints medians, and the ratio of the product to each ceiling.
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const [base = 'http://127.0.0.1:3000', route = '/api/restaurants', seconds = '5', rounds = '3'] =
  process.argv.slice(2);
const CEILING_PORTS = { sameResponse: 3498, sameBody: 3499 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The response exactly as sent: its bytes (fetch would decompress them) and its headers. */
function capture(acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${route}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${route}: ${res.statusCode}`));
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const headers = { ...res.headers };
        // Connection-level headers Node writes itself.
        for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']) {
          delete headers[name];
        }
        resolve({ headers, bytes: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function startCeiling(file, headers, port) {
  const child = fork(path.join(import.meta.dirname, 'same-bytes-server.mjs'), {
    env: {
      ...process.env,
      SAME_BYTES_FILE: file,
      SAME_BYTES_HEADERS: JSON.stringify(headers),
      PORT: String(port),
    },
  });
  return new Promise((resolve) => child.on('message', () => resolve(child)));
}

async function load(url, acceptEncoding) {
  const r = await autocannon({
    url,
    connections: 50,
    duration: Number(seconds),
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const report = { url: `${base}${route}`, seconds: Number(seconds), rounds: Number(rounds), results: [] };
for (const acceptEncoding of ['', 'br, gzip']) {
  const { headers, bytes } = await capture(acceptEncoding);
  const file = path.join(tmpdir(), `same-bytes-${process.pid}`);
  writeFileSync(file, bytes);
  // Two ceilings: the same response (our headers too), and the same body with only what a bare
  // app would send (content-type and content-encoding).
  const bodyOnly = { 'content-type': headers['content-type'] };
  if (headers['content-encoding']) bodyOnly['content-encoding'] = headers['content-encoding'];
  const ceilings = [
    await startCeiling(file, headers, CEILING_PORTS.sameResponse),
    await startCeiling(file, bodyOnly, CEILING_PORTS.sameBody),
  ];
  const runs = { product: [], sameResponse: [], sameBody: [] };
  for (let i = 0; i < Number(rounds); i++) {
    runs.product.push(await load(`${base}${route}`, acceptEncoding));
    runs.sameResponse.push(
      await load(`http://127.0.0.1:${CEILING_PORTS.sameResponse}${route}`, acceptEncoding),
    );
    runs.sameBody.push(await load(`http://127.0.0.1:${CEILING_PORTS.sameBody}${route}`, acceptEncoding));
  }
  for (const ceiling of ceilings) ceiling.kill();
  const summary = (name) => ({
    rps: median(runs[name].map((r) => r.rps)),
    p99Ms: median(runs[name].map((r) => r.p99)),
    non2xx: runs[name].reduce((n, r) => n + r.non2xx + r.errors, 0),
  });
  const product = summary('product');
  const sameResponse = summary('sameResponse');
  const sameBody = summary('sameBody');
  report.results.push({
    acceptEncoding: acceptEncoding || '(none)',
    contentEncoding: headers['content-encoding'] ?? '(none)',
    bytes: bytes.length,
    product,
    ceilingSameResponse: { ...sameResponse, ratio: Number((product.rps / sameResponse.rps).toFixed(2)) },
    ceilingSameBody: { ...sameBody, ratio: Number((product.rps / sameBody.rps).toFixed(2)) },
  });
}
console.log(JSON.stringify(report, null, 2));
