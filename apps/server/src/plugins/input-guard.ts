import { RELIABILITY_MESSAGES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Deeper than any body we accept (an order is 4 levels); deep enough for any honest client. */
export const MAX_INPUT_DEPTH = 32;

/**
 * A NUL byte, or half of a UTF-16 surrogate pair: PostgreSQL stores neither (text refuses 0x00,
 * jsonb refuses unpaired \ud800-style escapes), so they would reach the database as a 500.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

type Found = { kind: 'text'; field: string } | { kind: 'depth' } | null;

/**
 * Walks a parsed query, params object or JSON body without recursion (a 20,000-deep body must
 * not overflow the stack here either) and reports the first text PostgreSQL would refuse, in keys
 * or values, by its field path (`deliveryInfo.name`, `items.0.options`), or a body nested too deeply.
 */
export function findUnstorableInput(root: unknown, rootName: string): Found {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (hasUnstorableText(value)) return { kind: 'text', field: path || rootName };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // Binary bodies (an uploaded photo) hold no text; walked, a 5 MB one is 5 million entries
    // and seconds of the event loop, for every request at once.
    if (ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasUnstorableText(key)) return { kind: 'text', field: path || rootName };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * One place for input no route may pass on to the database: before any schema validation or
 * handler (better-auth's routes included), every query-string, path and body field is checked.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [unknown, string][] = [
      [request.params, 'path'],
      [request.query, 'query'],
      [request.body, 'body'],
    ];
    for (const [value, name] of parts) {
      const found = findUnstorableInput(value, name);
      if (found?.kind === 'depth') throw new AppError('BAD_REQUEST', RELIABILITY_MESSAGES.tooDeeplyNested);
      if (found) throw new AppError('BAD_REQUEST', RELIABILITY_MESSAGES.invalidCharacters(found.field));
    }
  });
}
