import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZConfig } from '../src/config.ts';
import { configTable, withConfigTable } from '../src/config-table.ts';

const README = new URL('../../../README.md', import.meta.url);

describe("the README's configuration table", () => {
  it('is the one generated from the config schema (run `npm run docs:config` after changing config.ts)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('has a row for every variable the server reads', () => {
    const table = configTable();
    for (const name of Object.keys(ZConfig.shape)) expect(table).toContain(`| \`${name}\` |`);
  });
});
