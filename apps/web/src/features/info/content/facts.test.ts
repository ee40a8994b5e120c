import { describe, expect, it } from 'vitest';
import { benefits } from './about.ts';
import { deliveryFeeText } from './facts.ts';
import { faq } from './faq.ts';

describe('the information pages quote the fee the platform charges', () => {
  const admins = {
    deliveryFeeSlabs: [
      { upToKm: 4, fee: 25 },
      { upToKm: null, fee: 55.5 },
    ],
  };

  it("words the admin's slabs from the public settings", () => {
    expect(deliveryFeeText(admins)).toBe('₹25.00 up to 4 km and ₹55.50 beyond 4 km');
  });

  it('says the default slabs only until the settings have loaded', () => {
    expect(deliveryFeeText(undefined)).toBe('₹29.00 up to 3 km, ₹49.00 up to 6 km and ₹69.00 beyond 6 km');
  });

  it('the FAQ and the benefits carry that wording', () => {
    const fee = deliveryFeeText(admins);
    expect(faq(fee).find((q) => q.id === 'delivery-fee')?.answer).toContain(fee);
    expect(benefits(fee).find((b) => b.id === 'fee')?.text).toContain(fee);
  });
});
