import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUnstorableInput } from './input-guard.ts';

afterEach(() => vi.restoreAllMocks());

describe('findUnstorableInput', () => {
  it('does not walk a binary body (an uploaded photo) entry by entry', () => {
    const entries = vi.spyOn(Object, 'entries');
    const photo = Buffer.alloc(5 * 1024 * 1024, 0);
    expect(findUnstorableInput(photo, 'body')).toBeNull();
    expect(findUnstorableInput(new Uint8Array(1024), 'body')).toBeNull();
    expect(entries).not.toHaveBeenCalled();
  });

  it('still finds a NUL byte in the text fields of a JSON body', () => {
    expect(findUnstorableInput({ deliveryInfo: { name: 'a\u0000b' } }, 'body')).toEqual({
      kind: 'text',
      field: 'deliveryInfo.name',
    });
  });
});
