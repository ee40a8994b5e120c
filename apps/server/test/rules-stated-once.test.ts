import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Rules stated once (decision 026, 046): each has one statement in packages/shared and, where SQL
 * needs it, one twin under apps/server/src/lib, checked against each other by an agreement test
 * (india-days.test.ts, sales.sql.test.ts, rating.sql.test.ts, order-visibility.test.ts). This scans
 * the source for the tell-tale text of a rule written again elsewhere: a restatement is free to
 * drift, so it fails here and goes through the rule instead.
 */
const root = resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const files = SOURCES.flatMap(sourceFiles).map((path) => ({
  path,
  text: readFileSync(join(root, path), 'utf8'),
}));

/** Files (relative to the repository) whose lines match `pattern`, with the lines. */
function filesMatching(pattern: RegExp): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { path, text } of files) {
    const lines = text.split('\n').filter((line) => pattern.test(line));
    if (lines.length) found[relative(root, join(root, path))] = lines.map((l) => l.trim());
  }
  return found;
}
/** The seed writes figures (a demo restaurant's rating and count), not rules. */
const SEED = 'apps/server/src/db/seed/';
const only = (pattern: RegExp, allowed: string[]) =>
  expect(
    Object.keys(filesMatching(pattern)).filter((p) => !allowed.includes(p) && !p.startsWith(SEED)),
  ).toEqual([]);

describe('each rule is stated once', () => {
  it('first names: the first word of a name, only in people/first-name.ts', () => {
    only(/split\(\/\\s\+\/\)\[0\]/, ['packages/shared/src/people/first-name.ts']);
  });

  it('the India day: its offset only in india-day.ts (SQL reads it from there)', () => {
    only(/\+05:30|\b330\s*\*|=\s*330\b|19_?800/, ['packages/shared/src/india-day.ts']);
  });

  it("the India time zone's name only in india-day.ts (INDIA_TIME_ZONE everywhere else)", () => {
    only(/['"]Asia\/Kolkata['"]/, ['packages/shared/src/india-day.ts']);
  });

  it('the rounding of a share (tax lines, percent coupons) only in money.ts', () => {
    only(/\+\s*5_?000\)\s*\/\s*10_?000/, ['packages/shared/src/money.ts']);
  });

  it('a sale and its money: paid, GMV and succeeded refunds in SQL only in lib/sales.sql.ts', () => {
    const twin = 'apps/server/src/lib/sales.sql.ts';
    const sql = (p: string) => !p.startsWith('apps/server/src/db/');
    const report = (pattern: RegExp) =>
      Object.keys(filesMatching(pattern))
        .filter(sql)
        .filter((p) => p !== twin);
    expect(report(/paid_at\s+is\s+not\s+null|paidAt\}\s+is\s+not\s+null/i)).toEqual([]);
    expect(report(/sum\(\s*(o\.)?total_paise|sum\(\$\{orders\.totalPaise\}/i)).toEqual([]);
    expect(report(/status\s*(=|<>|!=)\s*'processed'/)).toEqual([]);
  });

  it("a restaurant's rating: averaged and rounded only in reviews/rating.ts and lib/rating.sql.ts", () => {
    const allowed = ['packages/shared/src/reviews/rating.ts', 'apps/server/src/lib/rating.sql.ts'];
    only(/avg\([^)]*rating/i, allowed);
    only(/round\([^;]*::numeric/i, allowed);
    only(/Math\.round\([^;]*rating/i, allowed);
  });

  it('who may see an order: canSeeOrder defined only in orders/order-visibility.ts', () => {
    only(/function\s+canSeeOrder|const\s+canSeeOrder\s*=/, [
      'packages/shared/src/orders/order-visibility.ts',
    ]);
  });
});
