/**
 * A restaurant's tax identities, format-checked (decision 045): the GSTIN (15 characters: the state's
 * two digits, the PAN, the entity number, `Z`, and a check character) and the FSSAI licence (14 digits).
 */
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const FSSAI_SHAPE = /^\d{14}$/;

/** The GSTIN's 15th character, from its first 14 (the GST network's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

export function isGstin(value: string): boolean {
  return GSTIN_SHAPE.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

export function isFssaiLicence(value: string): boolean {
  return FSSAI_SHAPE.test(value);
}
