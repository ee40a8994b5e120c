/**
 * Money is stored as integer paise and spoken as rupees with 2 decimals by the API
 * (the spec's fields are rupees). These are the only conversions.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** True when a rupee amount has at most two decimals (a whole number of paise). */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * ₹1,23,456.50 style: Indian digit grouping (the last three digits, then pairs), always two decimals
 * (the spec: prices with 2 decimals; ₹120.50, ₹250.00). The same text as `Intl.NumberFormat('en-IN',
 * { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })`, written out because a browser's first currency format loads its
 * locale data: 56-77 ms of a main thread slowed 4x as Lighthouse does, before any price shows (decision 037).
 */
export function formatRupees(rupees: number): string {
  const allPaise = Math.round(Math.abs(rupees) * 100);
  const whole = String(Math.floor(allPaise / 100));
  const grouped = whole.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  const paise = allPaise % 100;
  const fraction = `.${String(paise).padStart(2, '0')}`;
  return `${rupees < 0 && allPaise > 0 ? '-' : ''}₹${grouped}${fraction}`;
}

/** A line's total in rupees (unit price × quantity), worked out in paise so no float cent creeps in. */
export function lineTotalRupees(unitRupees: number, quantity: number): number {
  return paiseToRupees(rupeesToPaise(unitRupees) * quantity);
}

/**
 * A share of an amount in basis points (1/100 of a per cent), rounded to the paisa, half up: the one
 * rounding rule of the bill's tax lines and of percent coupons (decision 045). Amounts are never negative.
 */
export function basisPointsOfPaise(paise: number, basisPoints: number): number {
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}
