// The fuzz walk of apps/server/test/fuzz.test.ts at scale, against a running server:
//   node reliability/fuzz.mjs [baseUrl] [requests]      (defaults: http://127.0.0.1:3000 10000)
// Signs in the demo customer and admin (SEED_DEMO=true), walks every route of the OpenAPI
// document (/api/docs/json) and /api/auth/* with generated bad input, prints requests and 5xx.
// Use a throwaway server: the walk writes junk (contact messages, profile names) as it goes.
import { register } from 'tsx/esm/api';

register();
const fc = (await import('fast-check')).default;
const { AUTH_FUZZ_ROUTES, badRequest, problemWith, routesOf } = await import(
  '../apps/server/test/fuzz/bad-requests.ts'
);

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const total = Number(process.argv[3] ?? 10_000);
const origin = new URL(base).origin;

async function signIn(email, password) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

const cookies = {
  customer: await signIn('customer@chennaieats.demo', 'Customer@123'),
  admin: await signIn('admin@chennaieats.demo', 'Admin@12345'),
};
const doc = await (await fetch(`${base}/api/docs/json`)).json();
const routes = [...routesOf(doc), ...AUTH_FUZZ_ROUTES];
const samples = fc.sample(badRequest(routes), total);

let done = 0;
let fiveXx = 0;
let shapeProblems = 0;
const statuses = {};
const examples = [];
const started = performance.now();
const worker = async () => {
  while (samples.length > 0) {
    const req = samples.pop();
    const cookie = req.as === 'guest' ? undefined : cookies[req.as];
    let status = 0;
    let problem = null;
    try {
      const res = await fetch(`${base}${req.url}`, {
        method: req.method,
        headers: { origin, ...req.headers, ...(cookie ? { cookie } : {}) },
        ...(req.body !== undefined ? { body: req.body } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      problem = problemWith(status, res.headers.get('content-type') ?? undefined, await res.text());
    } catch (err) {
      problem = `request failed: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ''}`;
    }
    done += 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 500 || status === 0) fiveXx += 1;
    else if (problem) shapeProblems += 1;
    if (problem && examples.length < 10)
      examples.push(`${req.method} ${req.url.slice(0, 120)} -> ${problem}`);
  }
};
await Promise.all(Array.from({ length: 8 }, worker));
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify(
    {
      requests: done,
      routes: routes.length,
      fiveXx,
      shapeProblems,
      statuses,
      seconds: Number(seconds.toFixed(1)),
      examples,
    },
    null,
    2,
  ),
);
process.exit(fiveXx + shapeProblems > 0 ? 1 : 0);
