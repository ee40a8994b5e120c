import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries of decision 042, as `npm run lint` enforces them: the repository's own
 * biome.jsonc lints small files laid out as modules in a scratch folder, each import on its own
 * line, and the test reads which lines it refused.
 */
const root = resolve(import.meta.dirname, '../../..');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'module-boundaries-'));
  copyFileSync(join(root, 'biome.jsonc'), join(scratch, 'biome.jsonc'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The 1-based lines of `imports` that lint refuses in a file at `path` (under apps/server/src/modules). */
function refusedLines(path: string, imports: string[]): number[] {
  const file = join(scratch, 'apps/server/src/modules', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${imports.map((from, i) => `export * as m${i} from '${from}';`).join('\n')}\n`);
  let out: string;
  try {
    out = execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--reporter=json', file], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout;
  } finally {
    rmSync(file);
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { start: { line: number } } }[];
  };
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.location.start.line)
    .sort((a, b) => a - b);
}

describe('lint: a module reaches another only through what that one publishes', () => {
  it("refuses another module's service, repo, and the implementations app.ts wires in", () => {
    const refused = refusedLines('delivery/probe.ts', [
      '../orders/orders.service.ts',
      '../orders/orders.repo.ts',
      '../orders/orders-offer.ts',
      '../orders/orders-for-payments.ts',
      '../serviceability/serviceability-offer.ts',
      '../site-settings/settings-reader.ts',
    ]);
    expect(refused).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('accepts its ports, the listed published files, its own files and db/, lib/', () => {
    const refused = refusedLines('delivery/probe.ts', [
      '../orders/orders-port.ts',
      '../orders/order-events.ts',
      '../site-settings/site-settings-port.ts',
      '../audit/record-audit.ts',
      '../auth/auth.ts',
      './delivery.service.ts',
      './delivery.repo.ts',
      '../../db/client.ts',
      '../../lib/app-error.ts',
    ]);
    expect(refused).toEqual([]);
  });

  it('refuses a port that reaches its own service or repo, so nothing gets to one through a port', () => {
    const refused = refusedLines('orders/probe-port.ts', [
      './orders.service.ts',
      './orders.repo.ts',
      './order-events.ts',
      '../serviceability/serviceability.service.ts',
      '../auth/auth.ts',
    ]);
    expect(refused).toEqual([1, 2, 4]);
  });

  it('refuses the same in a listed published file', () => {
    const refused = refusedLines('audit/record-audit.ts', ['./audit.repo.ts', '../../db/client.ts']);
    expect(refused).toEqual([1]);
  });
});
