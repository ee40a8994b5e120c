import type { TBill } from './bill.ts';

/** One line of a bill as people read it: its words and its amount (a discount is negative). */
export type TBillLine = { label: string; rupees: number; total?: true };

/**
 * The bill line by line, in the order every screen and the receipt email print it: item total, the
 * charges there are, the discount, GST as CGST and SGST, the tip, the total. Lines that are zero
 * and optional are left out.
 */
export function billLines(bill: TBill): TBillLine[] {
  const lines: TBillLine[] = [{ label: 'Item total', rupees: bill.itemTotal }];
  if (bill.packagingCharge > 0) lines.push({ label: 'Packaging', rupees: bill.packagingCharge });
  lines.push({ label: 'Delivery fee', rupees: bill.deliveryFee });
  if (bill.platformFee > 0) lines.push({ label: 'Platform fee', rupees: bill.platformFee });
  if (bill.discount > 0) lines.push({ label: 'Discount', rupees: -bill.discount });
  if (bill.gst.cgst > 0 || bill.gst.sgst > 0)
    lines.push({ label: 'CGST', rupees: bill.gst.cgst }, { label: 'SGST', rupees: bill.gst.sgst });
  if (bill.tip > 0) lines.push({ label: 'Tip for your rider', rupees: bill.tip });
  lines.push({ label: 'Total', rupees: bill.total, total: true });
  return lines;
}
