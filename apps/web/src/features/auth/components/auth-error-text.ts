import { AUTH_MESSAGES } from '@app/shared';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';

/** The red alert's words: the server's plain message, or ours for a network failure. */
export function authErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    return err.code === NETWORK_ERROR_CODE ? AUTH_MESSAGES.networkFailure : err.message;
  }
  return AUTH_MESSAGES.networkFailure;
}
