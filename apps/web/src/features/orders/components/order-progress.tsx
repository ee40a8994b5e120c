import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { shortTime, type TimelineStep } from '../order-format.ts';
import classes from './order-progress.module.css';

/** The four-step timeline in one row: done steps ticked with their time, the current one bold. */
export function OrderProgress({ steps }: { steps: TimelineStep[] }) {
  return (
    <Box component="ol" className={classes.track} aria-label="Order progress">
      {steps.map((step) => {
        const { done } = step;
        return (
          <li
            key={step.status}
            className={classes.step}
            data-done={done || undefined}
            data-current={step.current || undefined}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className={classes.dot} aria-hidden>
              {done && <IconCheck size={12} stroke={3} />}
            </span>
            <Text size="xs" fw={step.current ? 700 : 500} className={classes.label}>
              {step.status}
            </Text>
            <Text size="xs" c="dimmed">
              {step.at ? shortTime.format(step.at) : '—'}
              <VisuallyHidden>
                {done ? (step.current ? ', current step' : ', done') : ', not yet'}
              </VisuallyHidden>
            </Text>
          </li>
        );
      })}
    </Box>
  );
}
