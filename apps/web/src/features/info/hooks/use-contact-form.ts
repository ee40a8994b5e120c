import { CONTACT_MESSAGES, ZContactMessageInput } from '@app/shared';
import { useForm } from '@mantine/form';

export type TContactFormValues = { name: string; email: string; subject: string; message: string };
type TField = keyof TContactFormValues;

const EMPTY: TContactFormValues = { name: '', email: '', subject: '', message: '' };

/** Empty gets our plain words; anything else is checked by the server's own contract (length, email). */
function rule(field: TField, label: string, requiredMessage: string) {
  return (value: string) => {
    if (!value.trim()) return requiredMessage;
    const parsed = ZContactMessageInput.shape[field].safeParse(value);
    return parsed.success ? null : `${label} ${parsed.error.issues[0]?.message ?? 'is not valid'}`;
  };
}

/** The four required fields both contact forms share (spec 5), trimmed before they are sent. */
export function useContactForm() {
  return useForm<TContactFormValues>({
    initialValues: EMPTY,
    validate: {
      name: rule('name', 'Name', CONTACT_MESSAGES.nameRequired),
      email: rule('email', 'Email', CONTACT_MESSAGES.emailRequired),
      subject: rule('subject', 'Subject', CONTACT_MESSAGES.subjectRequired),
      message: rule('message', 'Message', CONTACT_MESSAGES.messageRequired),
    },
    transformValues: (v) => ({
      name: v.name.trim(),
      email: v.email.trim(),
      subject: v.subject.trim(),
      message: v.message.trim(),
    }),
  });
}

export type TContactForm = ReturnType<typeof useContactForm>;

/** Moves focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: TContactForm, errors: Record<string, unknown>) {
  const first = (['name', 'email', 'subject', 'message'] as const).find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}
