import { AUTH_MESSAGES, ORDER_MESSAGES } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as repo from './orders.repo.ts';
import type { OrderDeps } from './orders-port.ts';

/** Which document of an order: its tax invoice, or the credit note of its refund. */
export type OrderDocument = 'invoice' | 'creditNote';

/** A document as served or attached: its file name and its bytes. */
export type DocumentFile = { fileName: string; pdf: Buffer };

/**
 * GET /api/order/{id}/invoice: the tax invoice of a paid order, as a PDF, for the customer who
 * paid it, the restaurant's owner and admins (a rider sees the order, not its invoice).
 * GET /api/order/{id}/credit-note: the credit note of its refund, to the same people.
 */
export async function invoiceOf(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  issuerGstin: string | null,
  document: OrderDocument = 'invoice',
): Promise<DocumentFile> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const restaurant = await repo.findRestaurantForOrder(deps.db, order.restaurantId);
  const mayRead =
    caller.role === 'admin' ||
    caller.id === order.userId ||
    (restaurant?.ownerId != null && caller.id === restaurant.ownerId);
  if (!mayRead) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  const file = await orderDocumentPdf(deps.db, order, issuerGstin, document);
  if (file === 'noInvoice') throw new AppError('NOT_FOUND', ORDER_MESSAGES.noInvoiceYet);
  if (file === 'noCreditNote') throw new AppError('NOT_FOUND', ORDER_MESSAGES.noCreditNote);
  return file;
}

/**
 * The order's tax invoice or credit note as a PDF, whoever asks (the caller decided they may):
 * the receipt email attaches the invoice. Says which is missing when the order has none yet.
 */
export async function orderDocumentPdf(
  db: Db,
  order: repo.OrderRow,
  issuerGstin: string | null,
  document: OrderDocument,
): Promise<DocumentFile | 'noInvoice' | 'noCreditNote'> {
  if (!order.invoiceNumber || !order.paidAt) return 'noInvoice';
  const creditNote = document === 'creditNote' ? await repo.findCreditNote(db, order.id) : undefined;
  if (document === 'creditNote' && !creditNote) return 'noCreditNote';
  const [restaurant, { items }] = await Promise.all([
    repo.findRestaurantForOrder(db, order.restaurantId),
    repo.loadOneOrderDetails(db, order.id, order.restaurantId),
  ]);
  const d = order.deliveryInfo;
  const pdf = await renderInvoicePdf({
    number: order.invoiceNumber,
    issuedAt: order.paidAt,
    ...(creditNote ? { creditNote } : {}),
    issuerGstin,
    restaurant: {
      name: restaurant?.name ?? '',
      address: restaurant?.address ?? '',
      gstin: restaurant?.gstin ?? null,
      fssaiLicence: restaurant?.fssaiLicence ?? null,
    },
    customer: { name: d.name, address: `${d.address}, ${d.city}, ${d.state} ${d.zip}`, phone: d.phone },
    items: items.map((i) => ({
      name: i.name,
      options: i.options.map((o) => o.option).join(', '),
      quantity: i.quantity,
      unitPaise: i.unitPricePaise,
    })),
    bill: {
      itemTotalPaise: order.subtotalPaise,
      packagingChargePaise: order.packagingChargePaise,
      deliveryFeePaise: order.deliveryFeePaise,
      platformFeePaise: order.platformFeePaise,
      discountPaise: order.discountPaise,
      tipPaise: order.tipPaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      totalPaise: order.totalPaise,
    },
  });
  const number = creditNote?.number ?? order.invoiceNumber;
  const name = creditNote ? 'credit-note' : 'invoice';
  return { fileName: `${name}-${number.replaceAll('/', '-')}.pdf`, pdf };
}
