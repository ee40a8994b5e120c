import { PROFILE_REDIRECT_MS, WORKSPACE_HOME } from '@app/shared';
import { Alert, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../state/session.ts';

const WORKSPACES = {
  admin: { title: 'Admin dashboard', to: WORKSPACE_HOME.admin, label: 'Open the admin dashboard' },
  restaurantOwner: {
    title: 'Restaurant dashboard',
    to: WORKSPACE_HOME.restaurantOwner,
    label: 'Open the restaurant dashboard',
  },
} as const;

/** /Profile: by role (spec 2). Without user details it says so and goes to /login after 2 s. */
export default function ProfilePage() {
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const missing = !isPending && (!user?.role || !user.name);

  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(
      () => navigate('/login?redirect=%2FProfile', { replace: true }),
      PROFILE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [missing, navigate]);

  if (isPending || !user || missing) {
    return (
      <Container size="sm" py="xl">
        <Text role="status">Loading user details...</Text>
      </Container>
    );
  }
  const workspace = user.role === 'admin' || user.role === 'restaurantOwner' ? WORKSPACES[user.role] : null;
  return (
    <Container size="sm" py="xl">
      <Group>
        {user.profileImage && <Image src={user.profileImage} alt="" w={64} h={64} />}
        <Stack gap={0}>
          <Title order={1}>{workspace ? workspace.title : `Welcome, ${user.name}`}</Title>
          <Text c="dimmed">{user.email}</Text>
        </Stack>
      </Group>
      {workspace ? (
        <Button component={Link} to={workspace.to} mt="lg">
          {workspace.label}
        </Button>
      ) : (
        <Alert
          mt="lg"
          color="orange"
          title={`You are logged in as a ${user.role === 'deliveryPartner' ? 'Delivery Partner' : 'Customer'}.`}
        >
          <Group mt="xs">
            <Button component={Link} to="/orders" variant="light">
              My Orders
            </Button>
            <Button component={Link} to="/profile-info" variant="light">
              Edit profile
            </Button>
          </Group>
        </Alert>
      )}
    </Container>
  );
}
