import {
  KITCHEN_MESSAGES,
  TICKET_WIDTHS_MM,
  type TOrder,
  type TTicketClaim,
  type TTicketWidth,
} from '@app/shared';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';
import css from '../components/kitchen-ticket.module.css';
import { KitchenTicket, ticketPageCss } from '../components/kitchen-ticket.tsx';
import { useKitchenPrinter } from '../state/kitchen-printer.ts';

/**
 * /kitchen-ticket/{id}: the order's kitchen ticket as it prints, laid out for an 80 or 58 mm
 * thermal roll (`?width=`, else this device's choice), the printed page exactly the ticket's
 * length. Print here is a reprint by hand. Without the workspace's shell: it is what prints.
 */
export default function KitchenTicketPage() {
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const printer = useKitchenPrinter();
  const fromUrl = Number(search.get('width'));
  const width = (TICKET_WIDTHS_MM as readonly number[]).includes(fromUrl)
    ? (fromUrl as TTicketWidth)
    : printer.width;
  const order = useQuery({
    queryKey: keys.orders.one(orderId),
    queryFn: ({ signal }) => api.get<TOrder>(`/order/${orderId}`, signal),
  });
  const ticket = useRef<HTMLElement>(null);
  const [pageCss, setPageCss] = useState('');
  const [refused, setRefused] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (order.data && ticket.current)
      setPageCss(ticketPageCss(width, ticket.current.getBoundingClientRect().height));
  }, [order.data, width]);

  const reprint = () => {
    setRefused(null);
    api
      .send<TTicketClaim>('POST', `/orders/${orderId}/ticket`, { reprint: true })
      .then(() => window.print())
      .catch((err: Error) => setRefused(err.message));
  };

  if (order.isPending) return <Text p="md">Loading the ticket…</Text>;
  if (order.isError)
    return (
      <Alert m="md" color="red" role="alert">
        {order.error.message}
      </Alert>
    );
  return (
    <div className={css.page}>
      <style>{pageCss}</style>
      <Stack className={css.controls} gap="xs">
        <Group justify="space-between">
          <Button component={Link} to="/restaurant-orders" variant="default" size="sm">
            Back to the board
          </Button>
          <Button size="sm" onClick={reprint}>
            {KITCHEN_MESSAGES.printTicket}
          </Button>
        </Group>
        <Text size="sm" fw={500}>
          {KITCHEN_MESSAGES.paperWidth}
        </Text>
        <SegmentedControl
          value={String(width)}
          onChange={(v) => printer.setWidth(Number(v) as TTicketWidth)}
          data={TICKET_WIDTHS_MM.map((w) => ({ value: String(w), label: `${w} mm` }))}
        />
        {refused && (
          <Alert color="red" role="alert">
            {refused}
          </Alert>
        )}
      </Stack>
      <KitchenTicket ref={ticket} order={order.data} width={width} />
    </div>
  );
}
