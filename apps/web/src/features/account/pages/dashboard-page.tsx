import { Container, Text, Title } from '@mantine/core';
import { SignOutButtons } from '../components/sign-out-buttons.tsx';

/** /Dashboard: Logout, and Force Logout = sign out on every device. */
export default function DashboardPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Dashboard</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        Force Logout signs you out on every device where you are signed in.
      </Text>
      <SignOutButtons />
    </Container>
  );
}
