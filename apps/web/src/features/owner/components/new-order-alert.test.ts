import { describe, expect, it } from 'vitest';
import { isNewOrderFor } from './new-order-alert.ts';

describe("the owner's new-order chime", () => {
  it("rings for a new paid order of the board's restaurant only", () => {
    expect(isNewOrderFor({ status: 'Processing', restaurantId: 'r1' }, 'r1')).toBe(true);
    expect(isNewOrderFor({ status: 'Processing', restaurantId: 'r2' }, 'r1')).toBe(false);
    expect(isNewOrderFor({ status: 'Processing' }, 'r1')).toBe(false);
    expect(isNewOrderFor({ status: 'Preparing', restaurantId: 'r1' }, 'r1')).toBe(false);
    expect(isNewOrderFor(null, 'r1')).toBe(false);
  });

  it('rings for a scheduled order at its kitchen time, not at its payment', () => {
    expect(isNewOrderFor({ status: 'Processing', restaurantId: 'r1', forLater: true }, 'r1')).toBe(false);
  });
});
