import { billLines, formatRupees, lineTotalRupees, type TOrder } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { orderDocumentPdf } from './invoices.service.ts';
import * as repo from './orders.repo.ts';
import { toDto } from './orders.service.ts';

export type ReceiptDeps = {
  db: Db;
  mailer: Mailer;
  issuerGstin: string | null;
  /** Where My Orders is (config publicUrl). */
  publicUrl: string;
};

/**
 * The receipt email, with the tax invoice attached: a `receipt` job the notifier queues from the
 * status change that paid the order (online: the payment; cash: the delivery), written in that
 * change's transaction (decision 051): sent once it commits, retried if the mail server fails,
 * never lost to a restart.
 */
export async function sendReceipt(deps: ReceiptDeps, orderId: string): Promise<void> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order) return;
  const [customer] = await deps.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, order.userId))
    .limit(1);
  if (!customer) return;
  const [dto, invoice] = await Promise.all([
    toDto(deps.db, order),
    orderDocumentPdf(deps.db, order, deps.issuerGstin, 'invoice'),
  ]);
  if (typeof invoice === 'string') return;
  await deps.mailer.send({
    to: customer.email,
    subject: `Your receipt from ${dto.restaurantName}: ${formatRupees(dto.total)} paid`,
    text: receiptText(customer.name, dto, `${deps.publicUrl}/my-orders`),
    attachments: [{ filename: invoice.fileName, contentType: 'application/pdf', content: invoice.pdf }],
  });
}

/** The receipt's words: what was ordered, the bill line by line, where to follow it. */
export function receiptText(name: string, order: TOrder, myOrdersUrl: string): string {
  const items = order.items.map(
    (i) => `  ${i.quantity} x ${i.name}  ${formatRupees(lineTotalRupees(i.price, i.quantity))}`,
  );
  const bill = billLines(order.bill).map((l) => `  ${l.label}  ${formatRupees(l.rupees)}`);
  return [
    `Hello ${name},`,
    '',
    `Thank you: your order from ${order.restaurantName} is paid and on its way to the kitchen.`,
    '',
    ...items,
    '',
    ...bill,
    '',
    `Tax invoice ${order.invoiceNumber ?? ''} is attached.`,
    `Follow your order: ${myOrdersUrl}`,
  ].join('\n');
}
