import { ROUTE_ERROR_MESSAGES } from '@app/shared';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * What browsers say when a lazy screen's file cannot be fetched (a deploy replaced it, or offline),
 * and what Vite says when its stylesheet cannot (a screen's own, or Mantine's other styles).
 */
const MISSING_CHUNK =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i;

/**
 * The router's errorElement: a render error, or a screen's code missing after a deploy, shows this
 * page with a reload button instead of React Router's developer screen.
 */
export function RouteError() {
  const error = useRouteError();
  const stale = error instanceof Error && MISSING_CHUNK.test(error.message);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} role="alert">
        <Title order={1} fz={24} ta="center">
          {stale ? ROUTE_ERROR_MESSAGES.staleTitle : ROUTE_ERROR_MESSAGES.crashTitle}
        </Title>
        <Text ta="center">{stale ? ROUTE_ERROR_MESSAGES.staleBody : ROUTE_ERROR_MESSAGES.crashBody}</Text>
        <Button mih={44} onClick={() => window.location.reload()}>
          {ROUTE_ERROR_MESSAGES.reload}
        </Button>
      </Stack>
    </Center>
  );
}
