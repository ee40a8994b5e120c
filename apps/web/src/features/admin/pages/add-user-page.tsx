import {
  AVATARS,
  MESSAGES,
  ROLE_LABELS,
  ROLES,
  type TAdminAddUserInput,
  type TRole,
  ZAdminAddUserInput,
} from '@app/shared';
import { Avatar, Button, Group, PasswordInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { useAddUser } from '../api/add-user.ts';
import { SubmitResult } from '../components/submit-result.tsx';

type Values = {
  name: string;
  email: string;
  password: string;
  phone: string;
  role: TRole;
  profileImage: string;
};
const EMPTY: Values = {
  name: '',
  email: '',
  password: '',
  phone: '',
  role: 'customer',
  profileImage: AVATARS[0],
};

/** The spec's payload (section 3, "User (admin-submitted)"): the password travels as `passwordHash`. */
const toPayload = (v: Values): TAdminAddUserInput => ({
  name: v.name.trim(),
  email: v.email.trim(),
  passwordHash: v.password,
  phone: v.phone.trim(),
  role: v.role,
  profileImage: v.profileImage as TAdminAddUserInput['profileImage'],
  addresses: [],
  favorites: { desserts: [], fastFood: [], mainCourse: [] },
});

function validate(values: Values) {
  const result = ZAdminAddUserInput.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    errors[key === 'passwordHash' ? 'password' : key] ??= issue.message;
  }
  return errors;
}

/** /add-users (spec 5 and 8): a user of any role; 'Success: …' / 'Error: …' from the server's text. */
export default function AddUserPage() {
  const add = useAddUser();
  const [result, setResult] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: EMPTY, validate });

  return (
    <>
      <WorkspacePageHeader title="Add User" />
      {/* Spec 8: styled as a success only when the text starts with 'Success'. */}
      <SubmitResult text={result} ok={result?.startsWith('Success') ?? false} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setResult(null);
          add.mutate(toPayload(values), {
            onSuccess: (text) => {
              setResult(`Success: ${text}`);
              form.reset();
            },
            onError: (err) =>
              setResult(
                err instanceof ApiError && err.code !== NETWORK_ERROR_CODE
                  ? `Error: ${err.message}`
                  : MESSAGES.serverConnectionFailed,
              ),
          });
        })}
      >
        <Stack gap="sm" maw={520}>
          <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Phone"
            type="tel"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
          <Select
            label="Role"
            data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Radio.Group label="Avatar" {...form.getInputProps('profileImage')}>
            <Group mt="xs">
              {AVATARS.map((src, i) => (
                <Radio
                  key={src}
                  value={src}
                  label={<Avatar src={src} alt={`Avatar ${i + 1}`} size="md" />}
                  aria-label={`Avatar ${i + 1}`}
                />
              ))}
            </Group>
          </Radio.Group>
          <Group mt="md">
            <Button type="submit" loading={add.isPending} mih={44}>
              Add User
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
