import { CONTACT_SIMULATED_DELAY_MS, MESSAGES } from '@app/shared';
import { Button, Loader, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSendContactMessage } from '../../api/send-contact-message.ts';
import { focusFirstError, useContactForm } from '../../hooks/use-contact-form.ts';
import { ContactFields } from '../contact-fields.tsx';
import { SendErrorAlert } from '../send-error-alert.tsx';
import { MessageSentDialog } from './message-sent-dialog.tsx';

/** Stores the message while 'Sending...' shows for the spec's 1.5 s, then confirms in a dialog. */
export function RestaurantContactForm() {
  const form = useContactForm();
  const send = useSendContactMessage({ minimumMs: CONTACT_SIMULATED_DELAY_MS });
  const [sentOpen, setSentOpen] = useState(false);

  const submit = form.onSubmit(
    (values) => {
      // The button stays readable while sending (aria-disabled, not disabled), so guard here instead.
      if (send.isPending) return;
      send.mutate(
        { ...values, source: 'about-restaurant' },
        {
          onSuccess: () => {
            form.reset();
            setSentOpen(true);
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-labelledby="restaurant-form-title">
        <Stack gap="md">
          <ContactFields form={form} nameLabel="Name" />
          {send.isError && <SendErrorAlert error={send.error} />}
          <Button
            type="submit"
            size="md"
            mih={44}
            aria-disabled={send.isPending}
            leftSection={
              send.isPending ? (
                <Loader size={16} color="white" aria-hidden />
              ) : (
                <IconSend size={18} aria-hidden />
              )
            }
            fullWidth
            maw={{ sm: 240 }}
          >
            {send.isPending ? MESSAGES.sending : 'Send Message'}
          </Button>
        </Stack>
      </form>
      <MessageSentDialog opened={sentOpen} onClose={() => setSentOpen(false)} />
    </>
  );
}
