import { orderStatusLabel, type TOrder } from '@app/shared';
import { Box, Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { longDate, timelineOf } from '../order-format.ts';
import { DeliveryTracking } from './delivery-tracking.tsx';

/**
 * Track: the live view of one order, each step with its full date and time; while a rider has it
 * (and Track is open), the rider, the doorstep code and the live map.
 */
export function OrderTracking({ order, open = true }: { order: TOrder; open?: boolean }) {
  const delivering =
    order.deliveryPartnerId !== null && (order.status === 'Preparing' || order.status === 'On the way');
  const steps = timelineOf(order);
  const active = steps.reduce((last, s, i) => (s.done ? i : last), -1);
  return (
    <Box pt="sm">
      <Text fw={600} aria-live="polite" mb="sm">
        Status: {orderStatusLabel(order.status)}
      </Text>
      <Timeline active={active} bulletSize={24} lineWidth={2} color="green.8" aria-label="Order tracking">
        {steps.map((step) => (
          <Timeline.Item
            key={step.status}
            bullet={step.done ? <IconCheck size={14} aria-hidden /> : undefined}
            title={
              <Text fw={step.current ? 700 : 500} component="span">
                {step.status}
                {step.current ? ' (now)' : ''}
              </Text>
            }
          >
            <Text size="sm" c="dimmed">
              {step.at ? longDate.format(step.at) : step.done ? 'Done' : 'Not yet'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {open && delivering && <DeliveryTracking orderId={order._id} />}
      {order.status === 'Cancelled' && (
        <Text mt="sm" fw={600}>
          Cancelled
          {order.statusHistory.at(-1)
            ? ` on ${longDate.format(new Date(order.statusHistory.at(-1)?.at ?? ''))}`
            : ''}
        </Text>
      )}
    </Box>
  );
}
