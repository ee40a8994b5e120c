import {
  ADMIN_ORDER_MESSAGES,
  formatRupees,
  orderStatusLabel,
  roleLabel,
  type TAdminSearchResult,
} from '@app/shared';
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminSearch } from '../api/admin-orders.ts';

type Hit = { key: string; to: string; label: string; detail: string };

/** Where each result leads: the restaurant and the user in their lists, the order to its page. */
function hitsOf(data: TAdminSearchResult): { group: string; hits: Hit[] }[] {
  return [
    {
      group: 'Restaurants',
      hits: data.restaurants.map((r) => ({
        key: `restaurant:${r._id}`,
        to: `/view-restaurants?q=${encodeURIComponent(r.name)}`,
        label: r.name,
        detail: r.isActive ? 'Active' : 'Inactive',
      })),
    },
    {
      group: 'Users',
      hits: data.users.map((u) => ({
        key: `user:${u._id}`,
        to: `/view-users?q=${encodeURIComponent(u.email)}`,
        label: u.name,
        detail: `${u.email} · ${roleLabel(u.role)}`,
      })),
    },
    {
      group: 'Orders',
      hits: data.orders.map((o) => ({
        key: `order:${o._id}`,
        to: `/admin/orders/${o._id}`,
        label: `#${o._id.slice(0, 8)} · ${o.restaurantName}`,
        detail: `${o.customerName} · ${orderStatusLabel(o.status)} · ${formatRupees(o.total)}`,
      })),
    },
  ].filter((g) => g.hits.length > 0);
}

/** The admin header's one search box: restaurants, users and orders (GET /api/admin/search), leading to them. */
export function AdminHeaderSearch() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [q] = useDebouncedValue(value.trim(), 250);
  const search = useAdminSearch(q);
  const groups = search.data && q.length >= 2 ? hitsOf(search.data) : [];
  const targets = new Map(groups.flatMap((g) => g.hits.map((h) => [h.key, h.to] as const)));

  const go = (key: string) => {
    const to = targets.get(key);
    if (!to) return;
    setValue('');
    combobox.closeDropdown();
    navigate(to);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={go}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          aria-label="Find restaurants, users and orders"
          placeholder="Search…"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.isFetching && q.length >= 2 ? <Loader size={14} aria-hidden /> : null}
          value={value}
          maxLength={100}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          w={{ base: 150, xs: 220, sm: 300 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={q.length < 2}>
        <Combobox.Options aria-label="Search results">
          {search.isError ? (
            <Combobox.Empty>{search.error.message}</Combobox.Empty>
          ) : search.isPending ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : groups.length === 0 ? (
            <Combobox.Empty>{ADMIN_ORDER_MESSAGES.searchNothing}</Combobox.Empty>
          ) : (
            groups.map((g) => (
              <Combobox.Group key={g.group} label={g.group}>
                {g.hits.map((h) => (
                  <Combobox.Option key={h.key} value={h.key} aria-label={`${h.label}, ${h.detail}`}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {h.label}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {h.detail}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
