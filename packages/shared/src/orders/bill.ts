/**
 * The bill of an order, in integer paise (decision 045: the tax and rounding rules and their sources).
 *
 * - Food and packaging are the restaurant's supply: GST 5%, collected and paid by the platform under
 *   section 9(5) of the CGST Act, as CGST 2.5% + SGST 2.5% (an intra-state supply: Tamil Nadu).
 *   A discount shown on the bill lowers that taxable value (section 15(3)(a)); it never goes below 0.
 * - The delivery fee and the platform fee are the platform's own services: GST 18%, CGST 9% + SGST 9%.
 * - The tip is the rider's, passed on whole: no tax, no commission.
 * - One rounding rule: each tax line (a rate on one charge) is rounded to the paisa, half up.
 *   The server stores what this returns; the cart shows the same figures as an estimate.
 */
import { basisPointsOfPaise, paiseToRupees } from '../money.ts';

/** Rates in basis points (1/100 of a per cent), per half: CGST and SGST are equal. */
export const GST_HALF_RATE_BP = { restaurantService: 250, platformService: 900 } as const;

/** Tips: the quick choices in rupees, and the largest amount a customer may give. */
export const TIP_CHOICES_RUPEES = [20, 30, 50] as const;
export const MAX_TIP_RUPEES = 500;

/** One tax line: `paise × bp / 10 000`, rounded to the paisa, half up. */
export const taxOnPaise = basisPointsOfPaise;

export type TBillInput = {
  itemTotalPaise: number;
  packagingChargePaise: number;
  deliveryFeePaise: number;
  platformFeePaise: number;
  discountPaise: number;
  tipPaise: number;
};

export type TBillPaise = TBillInput & { cgstPaise: number; sgstPaise: number; totalPaise: number };

/**
 * The tax lines of a bill, each one half (CGST, and SGST the same) on one taxed charge, rounded on
 * its own: what the invoice prints line by line. The discount is capped at the food and packaging.
 */
export function billTaxLines(input: TBillInput) {
  const goodsPaise = input.itemTotalPaise + input.packagingChargePaise;
  const discountPaise = Math.min(Math.max(0, input.discountPaise), goodsPaise);
  const { restaurantService, platformService } = GST_HALF_RATE_BP;
  return {
    discountPaise,
    /** Food and packaging less the discount: the restaurant's taxable value. */
    goodsTaxablePaise: goodsPaise - discountPaise,
    goodsHalfPaise: taxOnPaise(goodsPaise - discountPaise, restaurantService),
    deliveryHalfPaise: taxOnPaise(input.deliveryFeePaise, platformService),
    platformHalfPaise: taxOnPaise(input.platformFeePaise, platformService),
  };
}

/** The whole bill from its charges. */
export function computeBill(input: TBillInput): TBillPaise {
  const t = billTaxLines(input);
  const halfTax = t.goodsHalfPaise + t.deliveryHalfPaise + t.platformHalfPaise;
  const totalPaise =
    t.goodsTaxablePaise + input.deliveryFeePaise + input.platformFeePaise + 2 * halfTax + input.tipPaise;
  return { ...input, discountPaise: t.discountPaise, cgstPaise: halfTax, sgstPaise: halfTax, totalPaise };
}

/** The API's bill: rupees with two decimals, like every other amount it sends. */
export type TBill = {
  itemTotal: number;
  packagingCharge: number;
  deliveryFee: number;
  platformFee: number;
  discount: number;
  gst: { cgst: number; sgst: number };
  tip: number;
  total: number;
};

export function billInRupees(b: TBillPaise): TBill {
  return {
    itemTotal: paiseToRupees(b.itemTotalPaise),
    packagingCharge: paiseToRupees(b.packagingChargePaise),
    deliveryFee: paiseToRupees(b.deliveryFeePaise),
    platformFee: paiseToRupees(b.platformFeePaise),
    discount: paiseToRupees(b.discountPaise),
    gst: { cgst: paiseToRupees(b.cgstPaise), sgst: paiseToRupees(b.sgstPaise) },
    tip: paiseToRupees(b.tipPaise),
    total: paiseToRupees(b.totalPaise),
  };
}
