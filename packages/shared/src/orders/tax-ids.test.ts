import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isFssaiLicence, isGstin } from './tax-ids.ts';

describe('tax identities', () => {
  it('accepts a GSTIN whose check character is right, and refuses one that is not', () => {
    // A published example GSTIN (Karnataka): 29AAGCB7383J1Z4.
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(isGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isGstin('29AAGCB7383J1Z5')).toBe(false);
    expect(isGstin('29aagcb7383j1z4')).toBe(false);
    expect(isGstin('29AAGCB7383J1Z')).toBe(false);
  });

  it('an FSSAI licence is 14 digits', () => {
    expect(isFssaiLicence('12421033000123')).toBe(true);
    expect(isFssaiLicence('1242103300012')).toBe(false);
    expect(isFssaiLicence('1242103300012A')).toBe(false);
  });
});
