import { MESSAGES } from '@app/shared';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';

function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.code === NETWORK_ERROR_CODE ? MESSAGES.serverConnectionFailed : error.message;
  }
  return MESSAGES.internalError;
}

/** A failed send: the server's own words (or the spec's network message); the typed fields stay. */
export function SendErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />} title="Message not sent">
      {errorText(error)}
    </Alert>
  );
}
