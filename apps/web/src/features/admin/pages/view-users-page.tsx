import { ABSENT, ADMIN_MESSAGES, ROLE_LABELS, ROLES, roleLabel, type TAdminUser } from '@app/shared';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useCurrentUser } from '../../../state/session.ts';
import { ADMIN_LIST_PATHS } from '../api/admin-keys.ts';
import { useSetUserDisabled } from '../api/set-user-disabled.ts';
import { EditUserModal } from '../components/edit-user-modal.tsx';
import { UserOrdersModal } from '../components/user-orders-modal.tsx';
import { submitErrorText } from './add-restaurant-page.tsx';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** /view-users (spec 2): server-side search (name, email, phone, role), count, CSV, 10 a page; Edit, disable. */
export default function ViewUsersPage() {
  // The header search leads here with ?q=: the list starts searched (a new ?q= starts it afresh).
  const initialSearch = useSearchParams()[0].get('q') ?? '';
  const me = useCurrentUser().user;
  const [role, setRole] = useState<string | null>(null);
  const [editing, setEditing] = useState<TAdminUser | null>(null);
  const [viewing, setViewing] = useState<TAdminUser | null>(null);
  const setDisabled = useSetUserDisabled();

  const toggle = (u: TAdminUser) =>
    setDisabled.mutate(
      { id: u._id, disabled: !u.disabled },
      {
        onSuccess: (saved) =>
          notifications.show({
            message: saved.disabled ? ADMIN_MESSAGES.userDisabled : ADMIN_MESSAGES.userEnabled,
          }),
        onError: (err) => notifications.show({ color: 'red', message: submitErrorText(err) }),
      },
    );

  const columns: ListColumn<TAdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      render: (u) => <Text fw={600}>{u.name || ABSENT.generic}</Text>,
    },
    {
      key: 'email',
      header: 'Email',
      render: (u) => u.email || (u.username ? `@${u.username}` : ABSENT.dash),
    },
    { key: 'phone', header: 'Phone', render: (u) => u.phone || ABSENT.dash },
    { key: 'role', header: 'Role', render: (u) => roleLabel(u.role) },
    { key: 'created', header: 'Joined', render: (u) => formatDate(u.createdAt) },
    {
      key: 'status',
      header: 'Status',
      render: (u) => (
        <Badge color={u.disabled ? BADGE_SHADES.red : BADGE_SHADES.green} variant="filled">
          {u.disabled ? 'Disabled' : 'Active'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(u)} aria-label={`Edit ${u.name}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setViewing(u)}
            aria-label={`View orders of ${u.name}`}
          >
            View
          </Button>
          <Button
            size="xs"
            variant="default"
            color={u.disabled ? undefined : 'red'}
            disabled={u._id === me?.id}
            loading={setDisabled.isPending && setDisabled.variables?.id === u._id}
            onClick={() => toggle(u)}
            aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.name}`}
          >
            {u.disabled ? 'Enable' : 'Disable'}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <WorkspacePageHeader title="View Users" />
      <ManagementList<TAdminUser>
        key={initialSearch}
        initialSearch={initialSearch}
        what="users"
        path={ADMIN_LIST_PATHS.users}
        params={{ role: role ?? undefined }}
        columns={columns}
        rowKey={(u) => u._id}
        csvFileName="users-export.csv"
        emptyText={ADMIN_MESSAGES.noUsersFound}
        emptySearchText={ADMIN_MESSAGES.noUsersFound}
        searchPlaceholder="Name, email, phone, role…"
        toolbar={
          <Select
            label="Role"
            data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role}
            onChange={setRole}
            clearable
            placeholder="All"
            w={170}
          />
        }
      />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <UserOrdersModal user={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
