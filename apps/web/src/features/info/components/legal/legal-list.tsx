import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A short lead sentence and its bullet points, the shape most legal sections take. */
export function LegalList({ lead, items }: { lead?: ReactNode; items: ReactNode[] }) {
  return (
    <>
      {lead && <Text mb="xs">{lead}</Text>}
      <List spacing={6} withPadding>
        {items.map((item, i) => (
          // Items are fixed copy that never reorders, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static content
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    </>
  );
}
