import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './card-link.module.css';

/** One column on a phone, up to four on a desktop (UI guide). */
export const CARD_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** A list of cards: a real list, so screen readers announce how many there are. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid component="ul" cols={CARD_GRID_COLS} className={classes.list} aria-label={label}>
      {children}
    </SimpleGrid>
  );
}

/** Skeletons shaped like the cards they stand for. */
export function CardGridSkeleton({ count = 4, height = 260 }: { count?: number; height?: number }) {
  return (
    <SimpleGrid cols={CARD_GRID_COLS} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
