import { TICKET_WIDTHS_MM, type TTicketWidth } from '@app/shared';
import { useLocalStorage } from '@mantine/hooks';

/**
 * This device's kitchen printer (issue 26), remembered in the browser: the device next to the
 * printer is the one that prints. `autoPrintSince`: auto-print is on for orders accepted from then
 * (turning it on never prints a backlog); null when off.
 */
export function useKitchenPrinter() {
  const [width, setWidth] = useLocalStorage<TTicketWidth>({ key: 'kitchen.ticketWidth', defaultValue: 80 });
  const [autoPrintSince, setAutoPrintSince] = useLocalStorage<string | null>({
    key: 'kitchen.autoPrintSince',
    defaultValue: null,
  });
  return {
    width: TICKET_WIDTHS_MM.includes(width) ? width : 80,
    setWidth,
    autoPrintSince,
    setAutoPrint: (on: boolean) => setAutoPrintSince(on ? new Date().toISOString() : null),
  };
}
