import { ROLES, type TAdminUser, type TRole, ZAdminUserUpdate } from '@app/shared';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUpdateUser } from '../api/update-user.ts';
import { submitErrorText } from '../pages/add-restaurant-page.tsx';
import { SubmitResult } from './submit-result.tsx';

type Values = { name: string; phone: string; role: TRole };

function validate(values: Values) {
  const result = ZAdminUserUpdate.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

function EditUserForm({ user, onDone }: { user: TAdminUser; onDone: () => void }) {
  const update = useUpdateUser();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: user.name, phone: user.phone, role: user.role },
    validate,
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        update.mutate(
          { id: user._id, body },
          {
            onSuccess: () => {
              notifications.show({ message: `${body.name} saved.` });
              onDone();
            },
            onError: (err) => setError(submitErrorText(err)),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <SubmitResult text={error} ok={false} />
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
        <Select label="Role" data={[...ROLES]} allowDeselect={false} {...form.getInputProps('role')} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} mih={44}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** View Users' Edit: name, phone and role (the server refuses demoting yourself or the last admin). */
export function EditUserModal({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit user">
      {user && <EditUserForm user={user} onDone={onClose} />}
    </Modal>
  );
}
