import { Text, VisuallyHidden } from '@mantine/core';

/** ₹ to ₹₹₹₹; the symbols alone mean nothing to a screen reader, so the level is also said in words. */
export function priceLevelSymbols(level: number): string {
  return '₹'.repeat(Math.min(Math.max(level, 1), 4));
}

export function PriceLevel({ level }: { level: number }) {
  return (
    <Text size="sm" component="span">
      <span aria-hidden>{priceLevelSymbols(level)}</span>
      <VisuallyHidden>Price level {Math.min(Math.max(level, 1), 4)} of 4</VisuallyHidden>
    </Text>
  );
}
