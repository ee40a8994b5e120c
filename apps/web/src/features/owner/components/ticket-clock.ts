import { BOARD_MESSAGES, READY_WAIT_ALERT_MINUTES, type TOrder } from '@app/shared';

export type TicketLine = { text: string; warn: boolean };

const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));

/**
 * What the kitchen's ticket says of time and riders at `now`: since it arrived (new orders), until
 * its prep time is up or how late (preparing), since it was ready (flagged past
 * READY_WAIT_ALERT_MINUTES with no rider on the way), and who is coming for it.
 */
export function ticketClock(order: TOrder, now: number): TicketLine[] {
  const lines: TicketLine[] = [];
  if (order.status === 'Processing') {
    // A scheduled order arrived when its kitchen time came (decision 053), not at its payment.
    const paid = order.paidAt ?? order.createdAt;
    const arrived = order.kitchenStartsAt && order.kitchenStartsAt > paid ? order.kitchenStartsAt : paid;
    lines.push({ text: BOARD_MESSAGES.waiting(minutesSince(arrived, now)), warn: false });
  }
  if (order.status === 'Preparing') {
    if (order.readyAt) {
      const waited = minutesSince(order.readyAt, now);
      const tooLong = waited >= READY_WAIT_ALERT_MINUTES;
      lines.push({
        text: tooLong ? BOARD_MESSAGES.readyTooLong(waited) : BOARD_MESSAGES.readyFor(waited),
        warn: tooLong,
      });
    } else {
      const accepted = order.statusHistory.findLast((s) => s.status === 'Preparing')?.at;
      if (accepted && order.prepMinutes !== null) {
        const left = order.prepMinutes - minutesSince(accepted, now);
        lines.push(
          left < 0
            ? { text: BOARD_MESSAGES.late(-left), warn: true }
            : { text: BOARD_MESSAGES.dueIn(left), warn: false },
        );
      }
    }
    lines.push({
      text: order.riderFirstName
        ? BOARD_MESSAGES.riderComing(order.riderFirstName)
        : BOARD_MESSAGES.noRiderYet,
      warn: false,
    });
  }
  if (order.status === 'On the way' && order.riderFirstName)
    lines.push({ text: BOARD_MESSAGES.riderDelivering(order.riderFirstName), warn: false });
  return lines;
}
