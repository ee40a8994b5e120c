import type { TRole } from '@app/shared';
import { Button, Center, Container, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../state/session.ts';

/**
 * Client-side guard (the server checks every request anyway): signed-out people go to /login and
 * come back after signing in; a signed-in user of the wrong role sees "not allowed".
 */
export function RequireRole({ roles, children }: { roles?: readonly TRole[]; children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader color="orange" aria-label="Checking your session" />
      </Center>
    );
  }
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (roles && !roles.includes(user.role)) return <NotAllowed />;
  return children;
}

function NotAllowed() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Not allowed</Title>
      <Text mt="sm">Your account cannot open this page.</Text>
      <Button component={Link} to="/" mt="lg">
        Back to Home
      </Button>
    </Container>
  );
}
