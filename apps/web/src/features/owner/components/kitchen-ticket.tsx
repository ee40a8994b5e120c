import {
  DELIVERY_NOTE_MESSAGES,
  INDIA_TIME_ZONE,
  KITCHEN_MESSAGES,
  scheduledWords,
  shownFirstName,
  type TOrder,
  type TTicketWidth,
} from '@app/shared';
import { forwardRef } from 'react';
import css from './kitchen-ticket.module.css';
import { OrderQr } from './order-qr.tsx';

const placedAt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** The kitchen ticket: what the kitchen cooks, for whom, and the order's QR (its id), `width` mm wide. */
export const KitchenTicket = forwardRef<HTMLElement, { order: TOrder; width: TTicketWidth }>(
  function KitchenTicket({ order, width }, ref) {
    const number = order._id.slice(0, 8);
    return (
      <article
        ref={ref}
        className={css.ticket}
        style={{ width: `${width}mm` }}
        aria-label={KITCHEN_MESSAGES.ticketTitle(number)}
      >
        <h1>{order.restaurantName}</h1>
        <div className={css.big}>#{number}</div>
        <div>{KITCHEN_MESSAGES.ticketPlaced(placedAt.format(new Date(order.createdAt)))}</div>
        {order.scheduledFor && (
          <div className={css.note}>{scheduledWords(new Date(order.scheduledFor), new Date())}</div>
        )}
        <div>{shownFirstName(order.deliveryInfo.name)}</div>
        <hr className={css.rule} />
        {order.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines never move
          <div key={i}>
            <div className={css.line}>
              <span className={css.qty}>{item.quantity}×</span>
              <span>{item.name}</span>
            </div>
            {item.options.map((o) => (
              <div key={`${o.group}:${o.option}`} className={css.options}>
                {o.group}: {o.option}
              </div>
            ))}
          </div>
        ))}
        <hr className={css.rule} />
        {order.deliveryInfo.note && (
          <div className={css.note}>{DELIVERY_NOTE_MESSAGES.shown(order.deliveryInfo.note)}</div>
        )}
        {order.prepMinutes !== null && <div>Prep {order.prepMinutes} min</div>}
        <div className={css.qr}>
          <OrderQr text={order._id} sizeMm={width >= 80 ? 30 : 24} label={`Order ${number}`} />
        </div>
      </article>
    );
  },
);

/** The printed page as long as the ticket (a roll has no page breaks): `@page` for an element of `heightPx`. */
export function ticketPageCss(width: TTicketWidth, heightPx: number): string {
  return `@page { size: ${width}mm ${Math.ceil(heightPx / (96 / 25.4)) + 2}mm; margin: 0; }`;
}
