import { KITCHEN_MESSAGES, OWNER_MESSAGES, type TFoodItem, untilWords } from '@app/shared';
import { ActionIcon, Badge, Button, Center, Group, Loader, Select, Stack, Switch, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { Money } from '../../../components/money.tsx';
import { EmptyState, ErrorState } from '../../../components/page-state.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import {
  MENU_LIST_PATH,
  useDeleteFoodItem,
  useSetAvailability,
  useSetSoldOutToday,
} from '../api/food-items.ts';
import { useSelectedRestaurant } from '../state/selected-restaurant.ts';

function AvailabilityToggle({ item }: { item: TFoodItem }) {
  const toggle = useSetAvailability();
  return (
    <Switch
      checked={item.isAvailable}
      onChange={(e) => toggle.mutate({ id: item._id, isAvailable: e.currentTarget.checked })}
      disabled={toggle.isPending}
      label={item.isAvailable ? 'Available' : 'Unavailable'}
      aria-label={`${item.name}: ${item.isAvailable ? 'Available, tap to mark sold out' : 'Sold out, tap to make available'}`}
    />
  );
}

/** "Sold out for today" (decision 052): until the next 6 am in India, or back on sale now. */
function SoldOutToday({ item }: { item: TFoodItem }) {
  const set = useSetSoldOutToday();
  if (item.soldOutUntil)
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {KITCHEN_MESSAGES.soldOutUntil(untilWords(new Date(item.soldOutUntil), new Date()))}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          mih={36}
          loading={set.isPending}
          aria-label={KITCHEN_MESSAGES.backOnSaleAction(item.name)}
          onClick={() => set.mutate({ id: item._id, soldOutToday: false })}
        >
          {KITCHEN_MESSAGES.backOnSale}
        </Button>
      </Group>
    );
  if (!item.isAvailable) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      mih={36}
      loading={set.isPending}
      aria-label={KITCHEN_MESSAGES.soldOutTodayAction(item.name)}
      onClick={() => set.mutate({ id: item._id, soldOutToday: true })}
    >
      {KITCHEN_MESSAGES.soldOutToday}
    </Button>
  );
}

const ALL_RESTAURANTS = 'all';

/**
 * /food-items: Menu Management (spec 2, 5, 8, 9). An owner of several restaurants sees and searches
 * the dishes of all of them by default ("All restaurants"), or of the one they pick.
 */
export default function FoodItemsPage() {
  const remove = useDeleteFoodItem();
  const mine = useSelectedRestaurant();
  const [scope, setScope] = useState<string>(ALL_RESTAURANTS);
  const several = mine.restaurants.length > 1;
  const restaurantId = scope === ALL_RESTAURANTS || !several ? undefined : scope;
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const confirmDelete = (item: TFoodItem) => {
    if (!window.confirm(OWNER_MESSAGES.deleteConfirm(item.name))) return;
    setDeleteError(null);
    remove.mutate(item._id, { onError: () => setDeleteError(OWNER_MESSAGES.failedToDeleteItem) });
  };

  const columns: ListColumn<TFoodItem>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      render: (f) => (
        <Group gap="sm" wrap="nowrap">
          {f.imageUrl && (
            <ResponsiveImage src={f.imageUrl} alt="" slot="square" w={40} h={40} radius="sm" fit="cover" />
          )}
          <Text fw={600} size="sm">
            {f.name}
          </Text>
        </Group>
      ),
    },
    ...(several && !restaurantId
      ? [
          {
            key: 'restaurant',
            header: 'Restaurant',
            render: (f: TFoodItem) => (typeof f.restaurantId === 'string' ? '' : f.restaurantId.name),
          },
        ]
      : []),
    { key: 'category', header: 'Category', render: (f) => f.category },
    {
      key: 'description',
      header: 'Description',
      render: (f) => (
        <Text size="sm" lineClamp={2} maw={280}>
          {f.description || 'No description'}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', numeric: true, render: (f) => <Money rupees={f.price} /> },
    {
      key: 'available',
      header: 'Status',
      render: (f) => (
        <Stack gap={6} align="flex-start">
          <AvailabilityToggle item={f} />
          <SoldOutToday item={f} />
        </Stack>
      ),
    },
    {
      key: 'veg',
      header: 'Type',
      render: (f) => (
        <Badge color={f.isVegetarian ? BADGE_SHADES.green : BADGE_SHADES.red} variant="filled">
          {f.isVegetarian ? 'Veg' : 'Non-Veg'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      render: (f) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={`/food-items/${f._id}/edit`}
            variant="subtle"
            size={36}
            aria-label={`Edit ${f.name}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            aria-label={`Delete ${f.name}`}
            onClick={() => confirmDelete(f)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <WorkspacePageHeader
        title="Menu Management"
        action={
          <Button component={Link} to="/add-food-item" leftSection={<IconPlus size={16} aria-hidden />}>
            Add Food Item
          </Button>
        }
      />
      {deleteError && <ErrorState message={`Error loading food items: ${deleteError}`} />}
      {mine.isPending ? (
        <Center py="xl">
          <Loader color="orange" aria-label="Loading your restaurants" />
        </Center>
      ) : mine.error ? (
        <ErrorState message={`Error loading restaurants: ${mine.error.message}`} />
      ) : mine.restaurants.length === 0 ? (
        <EmptyState message={OWNER_MESSAGES.noRestaurants} />
      ) : (
        <ManagementList<TFoodItem>
          what="food items"
          path={MENU_LIST_PATH}
          params={{ restaurantId }}
          columns={columns}
          rowKey={(f) => f._id}
          csvFileName="food-items-export.csv"
          emptyText={OWNER_MESSAGES.noFoodItemsFound}
          emptySearchText={OWNER_MESSAGES.noFoodItemsFoundSearching}
          searchPlaceholder="Name, category, description, customisation…"
          toolbar={
            several && (
              <Select
                label="Search in"
                data={[
                  { value: ALL_RESTAURANTS, label: 'All restaurants' },
                  ...mine.restaurants.map((r) => ({ value: r._id, label: r.name })),
                ]}
                value={scope}
                onChange={(v) => setScope(v ?? ALL_RESTAURANTS)}
                allowDeselect={false}
                w={{ base: '100%', xs: 240 }}
              />
            )
          }
        />
      )}
    </>
  );
}
