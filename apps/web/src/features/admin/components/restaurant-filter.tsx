import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useRestaurantOptions } from '../api/get-restaurant-options.ts';

type Props = { value: string | null; onChange: (id: string | null) => void };

/** A restaurant picked by typing its name (searched on the server, 20 at a time); clear for all. */
export function RestaurantFilter({ value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const [label, setLabel] = useState<string | null>(null);
  const [q] = useDebouncedValue(search === label ? '' : search.trim(), 250);
  const options = useRestaurantOptions(q);
  const data = (options.data ?? []).map((r) => ({ value: r._id, label: r.name }));
  // Keep the chosen restaurant in the list while another search is typed.
  if (value && label && !data.some((d) => d.value === value)) data.unshift({ value, label });
  return (
    <Select
      label="Restaurant"
      placeholder="All restaurants"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data}
      value={value}
      onChange={(id, option) => {
        setLabel(option?.label ?? null);
        onChange(id);
      }}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No restaurants found'}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
