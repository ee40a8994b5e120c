import { Alert } from '@mantine/core';

/** A form's outcome line: green for success, red otherwise; announced to screen readers. */
export function SubmitResult({ text, ok }: { text: string | null; ok: boolean }) {
  if (!text) return null;
  return (
    <Alert color={ok ? 'green' : 'red'} role={ok ? 'status' : 'alert'} title={text} mb="md">
      {null}
    </Alert>
  );
}
