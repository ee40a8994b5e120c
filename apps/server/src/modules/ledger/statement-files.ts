import { PRODUCT_NAME, type TRestaurantStatement } from '@app/shared';
import PDFDocument from 'pdfkit';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';

/** The statement's CSV: one line per order, then the week's totals (the same figures as the screen). */
export function restaurantStatementCsv(s: TRestaurantStatement): string {
  let out =
    CSV_BOM + csvLine(['order', 'invoice', 'at', 'gross', 'commission', 'gst', 'discount', 'refund', 'net']);
  for (const l of s.lines)
    out += csvLine([
      l.orderId,
      l.invoiceNumber,
      l.at,
      l.gross,
      l.commission,
      l.gst,
      l.discount,
      l.refund,
      l.net,
    ]);
  out += csvLine([
    'total',
    `${s.orders} orders`,
    `${s.weekStart} to ${s.weekEnd}`,
    s.gross,
    s.commission,
    s.gst,
    s.restaurantDiscounts,
    s.refunds,
    s.netPayable,
  ]);
  return out;
}

// The PDF's built-in fonts have no ₹ sign: amounts print as numbers under an "INR" heading (as the invoice).
const amount = (rupees: number) => rupees.toFixed(2);

/** The statement as a PDF (A4), uncompressed so a test can read its words back. */
export function renderRestaurantStatementPdf(s: TRestaurantStatement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: false,
    info: { Title: `Settlement statement ${s.restaurantName} ${s.weekStart}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(`${PRODUCT_NAME}: settlement statement`);
  doc.font('Helvetica').fontSize(11).text(s.restaurantName);
  doc.text(`Week ${s.weekStart} to ${s.weekEnd} (Asia/Kolkata)`).moveDown();
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(label, 48, y, { width: 350 });
    doc.text(value, 400, y, { width: 147, align: 'right' });
  };
  row('Amounts in INR', '', true);
  row('Orders', String(s.orders));
  row('Gross (items and packaging)', amount(s.gross));
  row('Commission', amount(-s.commission));
  row('Restaurant-funded discounts', amount(-s.restaurantDiscounts));
  row('Refunds', amount(-s.refunds));
  row('Net payable', amount(s.netPayable), true);
  row('GST on food (collected and paid by the platform, s. 9(5) CGST Act)', amount(s.gst));
  if (s.payout)
    row(`Payout: ${s.payout.status}${s.payout.utr ? `, UTR ${s.payout.utr}` : ''}`, amount(s.payout.amount));
  doc.moveDown();
  row('Order / invoice', 'Net', true);
  for (const l of s.lines) row(`${l.invoiceNumber ?? l.orderId} (gross ${amount(l.gross)})`, amount(l.net));
  doc.end();
  return done;
}
