/**
 * Money is stored as integer paise and spoken as rupees with 2 decimals by the API
 * (the spec's fields are rupees). These are the only conversions.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.5 style, Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** A line's total in rupees (unit price × quantity), worked out in paise so no float cent creeps in. */
export function lineTotalRupees(unitRupees: number, quantity: number): number {
  return paiseToRupees(rupeesToPaise(unitRupees) * quantity);
}
