// npm run docs:config: writes the README's configuration table from the config schema's
// descriptions (apps/server/src/config.ts). A test fails while the README differs from it.
import fs from 'node:fs';
import path from 'node:path';
import { withConfigTable } from '../apps/server/src/config-table.ts';

const readme = path.resolve(import.meta.dirname, '..', 'README.md');
fs.writeFileSync(readme, withConfigTable(fs.readFileSync(readme, 'utf8')));
console.log('README.md: configuration table written from apps/server/src/config.ts');
