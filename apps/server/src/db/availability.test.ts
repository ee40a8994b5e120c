import { describe, expect, it } from 'vitest';
import { isDatabaseBusyError, isDatabaseUnavailableError } from './availability.ts';

/** Drizzle wraps the driver's error: the words sit in the cause. */
const wrapped = (inner: Error) => new Error('Failed query: select 1', { cause: inner });

describe('telling an outage from an overload', () => {
  it('a pool wait that timed out is busy, not unavailable', () => {
    const err = wrapped(new Error('timeout exceeded when trying to connect'));
    expect(isDatabaseBusyError(err)).toBe(true);
    expect(isDatabaseUnavailableError(err)).toBe(false);
  });

  it('a refused or dropped connection is unavailable, not busy', () => {
    for (const err of [
      wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
      wrapped(new Error('Connection terminated due to connection timeout')),
    ]) {
      expect(isDatabaseUnavailableError(err)).toBe(true);
      expect(isDatabaseBusyError(err)).toBe(false);
    }
  });

  it('a bad query is neither', () => {
    const err = wrapped(Object.assign(new Error('syntax error'), { code: '42601' }));
    expect(isDatabaseUnavailableError(err)).toBe(false);
    expect(isDatabaseBusyError(err)).toBe(false);
  });
});
