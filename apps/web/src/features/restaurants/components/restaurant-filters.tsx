import { HOURS_MESSAGES } from '@app/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  DELIVERY_TIME_FILTERS,
  PRICE_FILTERS,
  RATING_FILTERS,
  type TRestaurantFilters,
} from '../filter-restaurants.ts';

function FilterGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id={id}>
        {title}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={id}>
        {children}
      </Group>
    </Stack>
  );
}

/** A filter value; pressed shows a tick (not colour alone), and pressing it again clears it. */
function FilterButton({
  active,
  onClick,
  label,
  children,
}: {
  active: boolean;
  onClick: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant={active ? 'filled' : 'default'}
      radius="xl"
      mih={44}
      aria-pressed={active}
      aria-label={label}
      leftSection={active ? <IconCheck size={16} aria-hidden /> : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Open now, rating, delivery time and price; each group holds one value or none. */
export function RestaurantFilters({
  id,
  filters,
  onChange,
}: {
  id: string;
  filters: TRestaurantFilters;
  onChange: (next: TRestaurantFilters) => void;
}) {
  const pick = <K extends keyof TRestaurantFilters>(key: K, value: TRestaurantFilters[K]) =>
    onChange({ ...filters, [key]: filters[key] === value ? null : value });

  return (
    <Stack
      id={id}
      gap="md"
      p="md"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 8 }}
    >
      <FilterGroup id={`${id}-hours`} title="Hours">
        <FilterButton
          active={filters.openNow}
          onClick={() => onChange({ ...filters, openNow: !filters.openNow })}
        >
          {HOURS_MESSAGES.openNowFilter}
        </FilterButton>
      </FilterGroup>
      <FilterGroup id={`${id}-rating`} title="Rating">
        {RATING_FILTERS.map((r) => (
          <FilterButton key={r} active={filters.minRating === r} onClick={() => pick('minRating', r)}>
            {`${r}+ stars`}
          </FilterButton>
        ))}
      </FilterGroup>
      <FilterGroup id={`${id}-time`} title="Delivery time">
        {DELIVERY_TIME_FILTERS.map((t) => (
          <FilterButton
            key={t}
            active={filters.maxDeliveryTime === t}
            onClick={() => pick('maxDeliveryTime', t)}
          >
            {`${t} min`}
          </FilterButton>
        ))}
      </FilterGroup>
      <FilterGroup id={`${id}-price`} title="Price">
        {PRICE_FILTERS.map((p) => (
          <FilterButton
            key={p.id}
            active={filters.price === p.id}
            onClick={() => pick('price', p.id)}
            label={`${p.symbols} ${p.label}`}
          >
            {p.symbols}
          </FilterButton>
        ))}
      </FilterGroup>
    </Stack>
  );
}
