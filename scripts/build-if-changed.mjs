// `npm start`: builds the web app and the server only when their sources changed since the last
// build (a content hash kept beside the server's bundle), so a restart does not rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(repo, 'apps/server/dist/build-stamp');
/** What a build reads: sources, build scripts, the locked dependencies. */
const INPUTS = [
  'package-lock.json',
  'apps/web',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.vite']);
/** What must exist for the stamp to be believed. */
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.js',
];

function* files(relative) {
  const full = path.join(repo, relative);
  if (!fs.statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    yield* files(path.join(relative, entry.name));
  }
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(repo, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

const current = sourcesHash();
const built = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
if (built === current && OUTPUTS.every((f) => fs.existsSync(path.join(repo, f)))) {
  console.log('Build is up to date (sources unchanged since the last build).');
  process.exit(0);
}
// A build never inherits the server's NODE_ENV: development would bundle React's development build.
const { NODE_ENV: _serverEnv, ...env } = process.env;
const result = spawnSync('npm', ['run', 'build'], { cwd: repo, stdio: 'inherit', env });
if (result.status !== 0) process.exit(result.status ?? 1);
fs.writeFileSync(STAMP, `${current}\n`);
