import type { TContactMessageCreated, TContactMessageInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const sendContactMessage = (input: TContactMessageInput) =>
  api.send<TContactMessageCreated>('POST', '/contact-messages', input);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stores a contact message for the help desk. `minimumMs` keeps the spec's "Sending..." on screen for
 * its full time even when the server answers sooner; a failure is reported only once that time is up.
 */
export function useSendContactMessage({ minimumMs = 0 }: { minimumMs?: number } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TContactMessageInput) => {
      const [sent] = await Promise.allSettled([sendContactMessage(input), wait(minimumMs)]);
      if (sent.status === 'rejected') throw sent.reason;
      return sent.value;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.contactMessages }),
  });
}
