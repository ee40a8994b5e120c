import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useOwners } from '../api/get-owners.ts';

type Props = { value?: string; onChange?: (value: string) => void; error?: unknown };

/** Add Restaurant's "existing owner": searched on the server by name, username or email. */
export function OwnerPicker({ value, onChange, error }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const owners = useOwners(q, true);
  const data = (owners.data ?? []).map((o) => ({
    value: o._id,
    label: `${o.name}${o.username ? ` (@${o.username})` : ''}${o.email ? ` · ${o.email}` : ''}`,
  }));
  return (
    <Select
      label="Existing owner"
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value || null}
      onChange={(v) => onChange?.(v ?? '')}
      nothingFoundMessage={owners.isFetching ? 'Searching…' : 'No owners found'}
      error={typeof error === 'string' ? error : undefined}
    />
  );
}
