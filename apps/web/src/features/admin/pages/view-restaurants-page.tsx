import { ABSENT, ADMIN_MESSAGES, type TAdminRestaurant } from '@app/shared';
import { Anchor, Badge, Box, Button, Group, Modal, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { OpeningHoursEditor } from '../../../components/opening-hours-editor.tsx';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { ADMIN_LIST_PATHS } from '../api/admin-keys.ts';
import { useSetOpeningHours } from '../api/set-opening-hours.ts';
import { useSetRestaurantActive } from '../api/set-restaurant-active.ts';
import { useUpdateRestaurant } from '../api/update-restaurant.ts';
import { RestaurantForm, valuesOf } from '../components/restaurant-form.tsx';
import { SubmitResult } from '../components/submit-result.tsx';
import { submitErrorText } from './add-restaurant-page.tsx';

const orDash = (s: string) => s || ABSENT.dash;

/** The Edit dialog's opening hours (decision 050), saved on their own. */
function AdminOpeningHours({ restaurant }: { restaurant: TAdminRestaurant }) {
  const save = useSetOpeningHours(restaurant._id);
  return (
    <OpeningHoursEditor hours={restaurant.openingHours} onSave={save.mutateAsync} saving={save.isPending} />
  );
}

/** /view-restaurants (spec 2): server-side search, count, CSV, 10 a page; Edit, View, activate/deactivate. */
export default function ViewRestaurantsPage() {
  // The header search leads here with ?q=: the list starts searched (a new ?q= starts it afresh).
  const initialSearch = useSearchParams()[0].get('q') ?? '';
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<TAdminRestaurant | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const update = useUpdateRestaurant();
  const setActive = useSetRestaurantActive();

  const toggle = (r: TAdminRestaurant) =>
    setActive.mutate(
      { id: r._id, isActive: !r.isActive },
      {
        onSuccess: (saved) =>
          notifications.show({ message: `${saved.name} is now ${saved.isActive ? 'Active' : 'Inactive'}.` }),
        onError: (err) => notifications.show({ color: 'red', message: submitErrorText(err) }),
      },
    );

  const columns: ListColumn<TAdminRestaurant>[] = [
    { key: 'name', header: 'Name', phone: 'title', render: (r) => <Text fw={600}>{r.name}</Text> },
    {
      key: 'description',
      header: 'Description',
      render: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.description || ABSENT.description}
        </Text>
      ),
    },
    {
      key: 'cuisine',
      header: 'Cuisine',
      render: (r) => (r.cuisine.length ? r.cuisine.join(', ') : ABSENT.generic),
    },
    { key: 'address', header: 'Address', render: (r) => orDash(r.address) },
    { key: 'hours', header: 'Hours', render: (r) => r.openHours || ABSENT.hours },
    {
      key: 'owner',
      header: 'Owner',
      render: (r) => (r.owner ? orDash(r.owner.username || r.owner.email) : ABSENT.generic),
    },
    { key: 'ownerEmail', header: 'Owner email', render: (r) => orDash(r.owner?.email ?? '') },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge color={r.isActive ? BADGE_SHADES.green : BADGE_SHADES.gray} variant="filled">
          {r.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setEditError(null);
              setEditing(r);
            }}
            aria-label={`Edit ${r.name}`}
          >
            Edit
          </Button>
          <Anchor
            component={Link}
            to={`/view-restaurant/${r._id}`}
            size="sm"
            aria-label={`View ${r.name}`}
            px={6}
          >
            View
          </Anchor>
          <Button
            size="xs"
            variant="default"
            onClick={() => toggle(r)}
            loading={setActive.isPending && setActive.variables?.id === r._id}
            aria-label={`${r.isActive ? 'Deactivate' : 'Activate'} ${r.name}`}
          >
            {r.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <WorkspacePageHeader title="View Restaurants" />
      <ManagementList<TAdminRestaurant>
        key={initialSearch}
        initialSearch={initialSearch}
        what="restaurants"
        path={ADMIN_LIST_PATHS.restaurants}
        params={{ status: status ?? undefined }}
        columns={columns}
        rowKey={(r) => r._id}
        csvFileName="restaurants-export.csv"
        emptyText={ADMIN_MESSAGES.noRestaurantsFound}
        emptySearchText={ADMIN_MESSAGES.noRestaurantsFound}
        searchPlaceholder="Name, cuisine, address, owner…"
        toolbar={
          <Select
            label="Status"
            data={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            value={status}
            onChange={setStatus}
            clearable
            placeholder="All"
            w={140}
          />
        }
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit restaurant" size="lg">
        <SubmitResult text={editError} ok={false} />
        {editing && (
          <RestaurantForm
            withOwner={false}
            initialValues={valuesOf(editing)}
            submitLabel="Save changes"
            busy={update.isPending}
            onSubmit={(payload) =>
              update.mutate(
                { id: editing._id, body: payload },
                {
                  onSuccess: () => {
                    setEditing(null);
                    notifications.show({ message: ADMIN_MESSAGES.restaurantUpdated });
                  },
                  onError: (err) => setEditError(submitErrorText(err)),
                },
              )
            }
          />
        )}
        {editing && (
          <Box mt="lg">
            <AdminOpeningHours restaurant={editing} />
          </Box>
        )}
      </Modal>
    </>
  );
}
