import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server directory, found by walking up from this code: the same answer from the
 * TypeScript sources (src/lib/) and from the compiled bundle (dist/server.js), so the migrations
 * folder and the built web app are found from either (decision 039).
 */
function findServerRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/server not found above ${from}`);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
