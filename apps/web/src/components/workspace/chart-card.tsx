import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One chart or figure of an analytics screen (owner and admin): a titled, labelled section. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
