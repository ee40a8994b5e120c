import { ADMIN_MESSAGES } from '@app/shared';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';

/** The spec's words for a failed submit: the server's error text, 'Submission failed', or 'Server error' offline. */
export function submitErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === NETWORK_ERROR_CODE) return ADMIN_MESSAGES.serverError;
    return err.message || ADMIN_MESSAGES.submissionFailed;
  }
  return ADMIN_MESSAGES.submissionFailed;
}
