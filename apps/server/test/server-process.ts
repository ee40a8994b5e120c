import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS } from '../src/db/client.ts';

export { freePort } from './free-port.ts';

/**
 * A new DATA_DIR for a server process, holding a copy of the run's migrated PGlite template when
 * there is one (a fresh directory costs many seconds to create).
 */
export async function dataDirFromTemplate(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('pgliteTemplatePath');
  if (template) {
    const seed = await PGlite.create({
      dataDir: path.join(dataDir, 'pgdata'),
      loadDataDir: new Blob([fs.readFileSync(template)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await seed.close();
  }
  return dataDir;
}
