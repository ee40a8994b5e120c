// Eight large photo uploads at once, and how long other requests wait meanwhile (decision 038):
// a probe signs in (scrypt, on libuv's thread pool, like file reads and compression) and reads
// /healthz (the event loop alone) one after the other, first idle, then during the burst.
// Usage: node bench/upload-burst.mjs baseUrl [rounds]   (a server with SEED_DEMO=true)
import sharp from 'sharp';

const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const rounds = Number(process.argv[3] ?? 3);
const origin = { origin: base };

async function signIn(email, password) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A 3200x2400 JPEG of noise (~4 MB): the decoder and encoder get no shortcut. */
async function largePhoto() {
  const raw = Buffer.alloc(3200 * 2400 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: 3200, height: 2400, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function probe(stop) {
  const signIn = [];
  const health = [];
  while (!stop()) {
    let t = performance.now();
    await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...origin },
      body: JSON.stringify({ email: 'customer@chennaieats.demo', password: 'Customer@123' }),
    });
    signIn.push(performance.now() - t);
    t = performance.now();
    await fetch(`${base}/healthz`);
    health.push(performance.now() - t);
  }
  return { signIn, health };
}

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0);
  return { n: s.length, p50: at(0.5), max: Math.round(s.at(-1) ?? 0) };
};

const cookie = await signIn('owner@chennaieats.demo', 'Owner@12345');
const photo = await largePhoto();
console.error(`photo: ${(photo.length / 1e6).toFixed(1)} MB`);
for (let r = 0; r < rounds; r++) {
  const idleEnd = performance.now() + 2000;
  const idle = await probe(() => performance.now() > idleEnd);
  let done = false;
  const t0 = performance.now();
  const burst = Promise.all(
    Array.from({ length: 8 }, () =>
      fetch(`${base}/api/uploads/images`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', cookie, ...origin },
        body: photo,
      }).then((res) => res.status),
    ),
  ).finally(() => {
    done = true;
  });
  const busy = await probe(() => done);
  const statuses = await burst;
  console.log(
    JSON.stringify({
      round: r + 1,
      burstMs: Math.round(performance.now() - t0),
      statuses,
      idle: { signIn: summary(idle.signIn), health: summary(idle.health) },
      duringBurst: { signIn: summary(busy.signIn), health: summary(busy.health) },
    }),
  );
}
