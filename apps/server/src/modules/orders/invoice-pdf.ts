import { billTaxLines, GST_HALF_RATE_BP, INDIA_TIME_ZONE, PRODUCT_NAME, type TBillPaise } from '@app/shared';
import PDFDocument from 'pdfkit';

/**
 * What a tax invoice prints (decision 045): every amount in paise, as the order stored it. With
 * `creditNote`, the same lines print as the credit note that gives them back (a refund).
 */
export type InvoiceData = {
  number: string;
  issuedAt: Date;
  creditNote?: { number: string; issuedAt: Date };
  issuerGstin: string | null;
  restaurant: { name: string; address: string; gstin: string | null; fssaiLicence: string | null };
  customer: { name: string; address: string; phone: string };
  items: { name: string; options: string; quantity: number; unitPaise: number }[];
  bill: TBillPaise;
};

// The PDF's built-in fonts have no ₹ sign: amounts print as numbers under an "INR" heading.
const amount = (paise: number) => (paise / 100).toFixed(2);
const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const dateOf = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    timeZone: INDIA_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const LEFT = 48;
const RIGHT = 547;
const AMOUNT_WIDTH = 90;

/** The invoice (or its credit note) as a PDF (A4), uncompressed so a test or a search can read its words. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const credit = data.creditNote;
  const title = credit ? `Credit note ${credit.number}` : `Tax invoice ${data.number}`;
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, compress: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const row = (label: string, paise: number | null, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, LEFT, y, { width: RIGHT - LEFT - AMOUNT_WIDTH });
    const after = doc.y;
    if (paise !== null)
      doc.text(amount(paise), RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc
      .moveTo(LEFT, doc.y + 2)
      .lineTo(RIGHT, doc.y + 2)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.5);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(credit ? 'Credit note' : 'Tax invoice');
  doc.font('Helvetica').fontSize(10);
  if (credit) {
    doc.text(
      `Credit note no. ${credit.number}   Date ${dateOf(credit.issuedAt)}   Place of supply: Tamil Nadu (33)`,
    );
    doc.text(`Against tax invoice no. ${data.number} of ${dateOf(data.issuedAt)}: the whole order refunded`);
  } else {
    doc.text(`Invoice no. ${data.number}   Date ${dateOf(data.issuedAt)}   Place of supply: Tamil Nadu (33)`);
  }
  doc.moveDown();

  const r = data.restaurant;
  doc.font('Helvetica-Bold').text('Supplied by (restaurant)');
  doc.font('Helvetica').text(r.name).text(r.address);
  doc.text(`GSTIN ${r.gstin ?? 'not registered'}   FSSAI Lic. No. ${r.fssaiLicence ?? 'not given'}`);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .text(`${credit ? 'Credit note' : 'Invoice'} issued by the electronic commerce operator`);
  doc.font('Helvetica').text(`${PRODUCT_NAME}, GSTIN ${data.issuerGstin ?? 'not configured (a demo)'}`);
  doc.text('GST on the restaurant service is paid by the operator under section 9(5) of the CGST Act, 2017.');
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Billed to');
  doc
    .font('Helvetica')
    .text(data.customer.name)
    .text(data.customer.address)
    .text(`Phone ${data.customer.phone}`);
  doc.moveDown();

  row('Item (quantity x rate)', null, true);
  doc
    .font('Helvetica-Bold')
    .text('INR', RIGHT - AMOUNT_WIDTH, doc.y - 12, { width: AMOUNT_WIDTH, align: 'right' });
  rule();
  for (const item of data.items) {
    const options = item.options ? ` (${item.options})` : '';
    row(
      `${item.name}${options}, ${item.quantity} x ${amount(item.unitPaise)}`,
      item.quantity * item.unitPaise,
    );
  }
  rule();

  const b = data.bill;
  const t = billTaxLines(b);
  const { restaurantService, platformService } = GST_HALF_RATE_BP;
  row('Item total', b.itemTotalPaise);
  if (b.packagingChargePaise > 0) row('Packaging', b.packagingChargePaise);
  if (t.discountPaise > 0) row('Discount', -t.discountPaise);
  row('Taxable value of the restaurant service', t.goodsTaxablePaise, true);
  row(`CGST ${percent(restaurantService)}`, t.goodsHalfPaise);
  row(`SGST ${percent(restaurantService)}`, t.goodsHalfPaise);
  rule();
  row("Delivery fee (the operator's service)", b.deliveryFeePaise);
  if (b.platformFeePaise > 0) row('Platform fee', b.platformFeePaise);
  row(`CGST ${percent(platformService)}`, t.deliveryHalfPaise + t.platformHalfPaise);
  row(`SGST ${percent(platformService)}`, t.deliveryHalfPaise + t.platformHalfPaise);
  if (b.tipPaise > 0) {
    rule();
    row('Tip for the rider (passed on in full, no tax)', b.tipPaise);
  }
  rule();
  row(credit ? 'Total credited (refunded to the customer)' : 'Total paid', b.totalPaise, true);
  doc.end();
  return done;
}
