import { CONTACT_MESSAGES, CONTACT_SUCCESS_MS } from '@app/shared';
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSendContactMessage } from '../../api/send-contact-message.ts';
import { focusFirstError, useContactForm } from '../../hooks/use-contact-form.ts';
import { ContactFields } from '../contact-fields.tsx';
import { SendErrorAlert } from '../send-error-alert.tsx';

/** Shows the thank-you for CONTACT_SUCCESS_MS after each success; a new success restarts the clock. */
function useThankYou() {
  const [shownAt, setShownAt] = useState<number | null>(null);
  useEffect(() => {
    if (shownAt === null) return;
    const timer = setTimeout(() => setShownAt(null), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [shownAt]);
  return { visible: shownAt !== null, show: () => setShownAt(Date.now()), hide: () => setShownAt(null) };
}

/** The contact page's form: stores the message, then clears the fields and thanks the person. */
export function ContactForm() {
  const form = useContactForm();
  const send = useSendContactMessage();
  const thankYou = useThankYou();
  const thanks = useRef<HTMLDivElement>(null);
  // On a phone the form's end is below the fold: bring the thank-you into view when it appears.
  useEffect(() => {
    if (thankYou.visible) thanks.current?.scrollIntoView({ block: 'nearest' });
  }, [thankYou.visible]);

  const submit = form.onSubmit(
    (values) => {
      thankYou.hide();
      send.mutate(
        { ...values, source: 'contact' },
        {
          onSuccess: () => {
            form.reset();
            thankYou.show();
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Title order={2} size="h3" mb="md" id="contact-form-title">
        Send us a message
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <ContactFields form={form} nameLabel="Full name" />
          {send.isError && <SendErrorAlert error={send.error} />}
          <Button
            type="submit"
            size="md"
            mih={44}
            loading={send.isPending}
            leftSection={<IconSend size={18} aria-hidden />}
            fullWidth
            maw={{ sm: 240 }}
          >
            Send Message
          </Button>
        </Stack>
        {/* The live region stays in the page so the thank-you is announced when it appears. */}
        <div role="status">
          {thankYou.visible && (
            <Alert
              ref={thanks}
              color="green"
              role="none"
              mt="md"
              icon={<IconCircleCheck aria-hidden />}
              title={CONTACT_MESSAGES.thankYouTitle}
            >
              {CONTACT_MESSAGES.thankYou}
            </Alert>
          )}
        </div>
      </form>
    </Paper>
  );
}
