import { AUTH_MESSAGES, ORDER_MESSAGES } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as repo from './orders.repo.ts';
import type { OrderDeps } from './orders-port.ts';

/**
 * GET /api/order/{id}/invoice: the tax invoice of a paid order, as a PDF, for the customer who
 * paid it, the restaurant's owner and admins (a rider sees the order, not its invoice).
 */
export async function invoiceOf(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  issuerGstin: string | null,
): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const restaurant = await repo.findRestaurantForOrder(deps.db, order.restaurantId);
  const mayRead =
    caller.role === 'admin' ||
    caller.id === order.userId ||
    (restaurant?.ownerId != null && caller.id === restaurant.ownerId);
  if (!mayRead) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  if (!order.invoiceNumber || !order.paidAt) throw new AppError('NOT_FOUND', ORDER_MESSAGES.noInvoiceYet);

  const { items } = await repo.loadOneOrderDetails(deps.db, order.id, order.restaurantId);
  const d = order.deliveryInfo;
  const pdf = await renderInvoicePdf({
    number: order.invoiceNumber,
    issuedAt: order.paidAt,
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
  return { fileName: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`, pdf };
}
