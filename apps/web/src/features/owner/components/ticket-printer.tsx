import type { TOrder, TTicketClaim } from '@app/shared';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { api } from '../../../lib/api-client.ts';
import { useKitchenPrinter } from '../state/kitchen-printer.ts';
import css from './kitchen-ticket.module.css';
import { KitchenTicket, ticketPageCss } from './kitchen-ticket.tsx';

export type TicketPrinter = {
  /** Prints the order's ticket: `hand` always, `auto` only if no device printed it yet (the server says). */
  print(order: TOrder, by: 'hand' | 'auto'): Promise<void>;
  /** Orders whose ticket this device printed since the board opened. */
  printed: ReadonlySet<string>;
  /** Where the ticket is laid out while it prints: render it once on the page. */
  slot: ReactNode;
};

/**
 * Prints kitchen tickets from the board itself (issue 26): the ticket is laid out in a slot of its
 * own, the page's print stylesheet hides everything else and sizes the paper to the ticket, and
 * the browser prints (silently on a kitchen tablet set up for it, `--kiosk-printing`).
 */
export function useTicketPrinter(): TicketPrinter {
  const { width } = useKitchenPrinter();
  const [job, setJob] = useState<TOrder | null>(null);
  const [printed, setPrinted] = useState<ReadonlySet<string>>(new Set());
  const ticket = useRef<HTMLElement>(null);
  const page = useRef<HTMLStyleElement>(null);

  useLayoutEffect(() => {
    if (!job || !ticket.current || !page.current) return;
    page.current.textContent = ticketPageCss(width, ticket.current.getBoundingClientRect().height);
    document.documentElement.classList.add('printing-ticket');
    window.print(); // returns once the print dialog is done with
    document.documentElement.classList.remove('printing-ticket');
    setPrinted((before) => new Set(before).add(job._id));
    setJob(null);
  }, [job, width]);

  return {
    async print(order, by) {
      const claim = await api.send<TTicketClaim>('POST', `/orders/${order._id}/ticket`, {
        reprint: by === 'hand',
      });
      if (claim.print) setJob(order);
      else setPrinted((before) => new Set(before).add(order._id));
    },
    printed,
    slot:
      job &&
      createPortal(
        <div className={css.slot}>
          <style ref={page} />
          <KitchenTicket ref={ticket} order={job} width={width} />
        </div>,
        document.body,
      ),
  };
}
