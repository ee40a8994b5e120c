import type { TOrder } from '@app/shared';
import { Box, Text, Timeline } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { longDate, statusLabel, timelineOf } from '../order-format.ts';

/** Track: the live view of one order, each step with its full date and time. */
export function OrderTracking({ order }: { order: TOrder }) {
  const steps = timelineOf(order);
  const active = steps.reduce((last, s, i) => (s.at ? i : last), -1);
  return (
    <Box pt="sm">
      <Text fw={600} aria-live="polite" mb="sm">
        Status: {statusLabel(order.status)}
      </Text>
      <Timeline active={active} bulletSize={24} lineWidth={2} color="green.8" aria-label="Order tracking">
        {steps.map((step) => (
          <Timeline.Item
            key={step.status}
            bullet={step.at ? <IconCheck size={14} aria-hidden /> : undefined}
            title={
              <Text fw={step.current ? 700 : 500} component="span">
                {step.status}
                {step.current ? ' (now)' : ''}
              </Text>
            }
          >
            <Text size="sm" c="dimmed">
              {step.at ? longDate.format(step.at) : 'Not yet'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
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
