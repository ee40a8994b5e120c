import {
  AVATARS,
  MESSAGES,
  PROFILE_SAVED_REDIRECT_MS,
  roleLabel,
  type TAddress,
  type TFavoriteFoods,
  type TProfileInput,
  ZProfileInput,
  ZStaffProfileInput,
} from '@app/shared';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Container,
  Fieldset,
  Group,
  Image,
  Radio,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NotificationSettings } from '../../../components/notifications/notification-settings.tsx';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCurrentUser, useRefreshSession } from '../../../state/session.ts';
import { completeProfile } from '../api/complete-profile.ts';

const PROFILE_TITLES = { complete: 'Complete your profile', settings: 'Settings' } as const;
const BLANK_ADDRESS: TAddress = { label: '', street: '', city: '', pincode: '' };
const FAVORITE_LISTS: [keyof TFavoriteFoods, string][] = [
  ['desserts', 'Favourite desserts'],
  ['fastFood', 'Favourite fast food'],
  ['mainCourse', 'Favourite main course'],
];

type ProfileValues = {
  name: string;
  phone: string;
  profileImage: string;
  addresses: TAddress[];
  favorites: TFavoriteFoods;
};

type Status = { kind: 'error' | 'success'; text: string } | null;

/** /profile-info: the profile a customer completes after first sign-in (spec 2, 3, 5, 8). */
export default function ProfileInfoPage() {
  const { user } = useCurrentUser();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only a customer orders to an address and is asked for favourite foods.
  const isCustomer = (user?.role ?? 'customer') === 'customer';
  const form = useSchemaForm(
    isCustomer ? ZProfileInput : ZStaffProfileInput,
    // The role is the account's, never the form's: the body carries none.
    ({ name, phone, profileImage, addresses, favorites }: ProfileValues) =>
      (isCustomer
        ? { name, phone, profileImage, addresses, favorites }
        : { name, phone, profileImage }) as TProfileInput,
    {
      initialValues: {
        name: user?.profileCompleted ? user.name : '',
        phone: user?.phone ?? '',
        profileImage: user?.profileImage ?? '',
        addresses: user?.addresses.length ? user.addresses : [{ ...BLANK_ADDRESS }],
        favorites: user?.favorites ?? { desserts: [], fastFood: [], mainCourse: [] },
      },
    },
  );
  const { name, phone, profileImage, addresses, favorites } = form.values;
  const setAddresses = (update: (list: TAddress[]) => TAddress[]) => form.setFieldValue('addresses', update);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const setAddress = (i: number, field: keyof TAddress, value: string) =>
    setAddresses((list) => list.map((a, j) => (j === i ? { ...a, [field]: value } : a)));

  const onSubmit = form.submit(
    async (payload) => {
      setBusy(true);
      setStatus(null);
      try {
        await completeProfile(payload);
        setStatus({ kind: 'success', text: MESSAGES.profileSaved });
        await refreshSession();
        const redirect = params.get('redirect');
        setTimeout(
          () =>
            navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', {
              replace: true,
            }),
          PROFILE_SAVED_REDIRECT_MS,
        );
      } catch (err) {
        const text =
          err instanceof ApiError && err.code !== NETWORK_ERROR_CODE
            ? `Error: ${err.message}`
            : MESSAGES.serverConnectionFailed;
        setStatus({ kind: 'error', text });
        setBusy(false);
      }
    },
    () => setStatus({ kind: 'error', text: MESSAGES.profileInvalid }),
  );

  return (
    <Container size="sm" py="lg">
      {/* The user menu's Settings opens this page too: a finished profile is edited, not completed. */}
      <Title order={1}>{user?.profileCompleted ? PROFILE_TITLES.settings : PROFILE_TITLES.complete}</Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack mt="md">
          <TextInput
            label="Full name"
            required
            value={name}
            onChange={(e) => form.setFieldValue('name', e.currentTarget.value)}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            value={phone}
            onChange={(e) => form.setFieldValue('phone', e.currentTarget.value)}
          />
          <Radio.Group
            label="Avatar"
            required
            value={profileImage}
            onChange={(v) => form.setFieldValue('profileImage', v)}
          >
            <Group mt="xs">
              {AVATARS.map((src, i) => (
                <UnstyledButton
                  key={src}
                  component="label"
                  style={{
                    borderRadius: '50%',
                    outline: profileImage === src ? '3px solid var(--mantine-color-orange-8)' : 'none',
                  }}
                >
                  <Radio
                    value={src}
                    aria-label={`Avatar ${i + 1}`}
                    style={{ position: 'absolute', opacity: 0 }}
                  />
                  <Image src={src} alt="" w={64} h={64} />
                </UnstyledButton>
              ))}
            </Group>
          </Radio.Group>
          <TextInput label="Role" value={roleLabel(user?.role ?? 'customer')} readOnly />

          {isCustomer && (
            <>
              <Title order={2} size="h4">
                Addresses
              </Title>
              {addresses.map((address, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no id until saved; order is the identity.
                <Fieldset key={i} legend={`Address ${i + 1}`}>
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput
                      label="Label"
                      placeholder="Home"
                      required
                      value={address.label}
                      onChange={(e) => setAddress(i, 'label', e.currentTarget.value)}
                    />
                    <TextInput
                      label="Street"
                      required
                      value={address.street}
                      onChange={(e) => setAddress(i, 'street', e.currentTarget.value)}
                    />
                    <TextInput
                      label="City"
                      required
                      value={address.city}
                      onChange={(e) => setAddress(i, 'city', e.currentTarget.value)}
                    />
                    <TextInput
                      label="Pincode"
                      required
                      inputMode="numeric"
                      value={address.pincode}
                      onChange={(e) => setAddress(i, 'pincode', e.currentTarget.value)}
                    />
                  </SimpleGrid>
                  {addresses.length > 1 && (
                    <Group justify="flex-end" mt="xs">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size={44}
                        aria-label={`Remove address ${i + 1}`}
                        onClick={() => setAddresses((list) => list.filter((_, j) => j !== i))}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  )}
                </Fieldset>
              ))}
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setAddresses((list) => [...list, { ...BLANK_ADDRESS }])}
              >
                Add address
              </Button>

              <Title order={2} size="h4">
                Favourite foods
              </Title>
              {FAVORITE_LISTS.map(([key, label]) => (
                <TagsInput
                  key={key}
                  label={label}
                  placeholder="Type and press Enter"
                  value={favorites[key]}
                  onChange={(value) => form.setFieldValue('favorites', (f) => ({ ...f, [key]: value }))}
                  maxTags={20}
                />
              ))}
            </>
          )}

          {status && (
            <Alert
              color={status.kind === 'error' ? 'red' : 'green'}
              role={status.kind === 'error' ? 'alert' : 'status'}
              title={status.text}
            >
              {null}
            </Alert>
          )}
          <Button type="submit" loading={busy} size="md">
            Save profile
          </Button>
        </Stack>
      </form>
      {user?.profileCompleted && (
        <Box mt="xl">
          <NotificationSettings showSms={isCustomer} />
        </Box>
      )}
    </Container>
  );
}
