import { ZContactMessageInput } from '@app/shared';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLiveApi } from '../../test/live-api.ts';
import { useSchemaForm } from './use-schema-form.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Values = { name: string; email: string; subject: string; message: string };
const good: Values = { name: 'Meena', email: 'meena@example.test', subject: 'Hello', message: 'A question.' };

/**
 * A form made with useSchemaForm shows exactly what the server would refuse, because both judge
 * the same shared schema: the contact form's values, sent to the real server's POST
 * /api/contact-messages, are refused there field for field with the form's own messages, and what
 * the form lets through the server accepts.
 */
describe('useSchemaForm and the server judge alike', () => {
  const live = useLiveApi();
  let root: Root;
  let form: ReturnType<typeof useSchemaForm<Values, typeof ZContactMessageInput>> | undefined;
  let sent: { status: number; message?: string } | null = null;

  const post = async (payload: unknown) => {
    const res = await live.send('/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: res.status, message: ((await res.json()) as { message?: string }).message };
  };

  function ContactForm() {
    form = useSchemaForm(ZContactMessageInput, (v: Values) => ({ ...v, source: 'contact' as const }), {
      initialValues: good,
    });
    return null;
  }

  beforeAll(async () => {
    root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(ContactForm)));
  });
  afterAll(() => act(() => root?.unmount()));

  const submit = async (values: Partial<Values>) => {
    sent = null;
    await act(async () => form?.setValues({ ...good, ...values }));
    await act(async () =>
      form?.submit(async (payload) => {
        sent = await post(payload);
      })(),
    );
  };

  it.each([
    [
      'blank name, a broken address, a subject too long',
      { name: '  ', email: 'not-an-email', subject: 'x'.repeat(201) },
    ],
    ['a blank message', { message: '   ' }],
  ])('%s: the form refuses with the messages the server gives for the same payload', async (_, values) => {
    await submit(values);
    expect(sent).toBeNull();
    const shown = Object.entries(form?.errors ?? {}).map(([field, message]) => `${field}: ${message}`);
    expect(shown.length).toBeGreaterThan(0);
    const server = await post({ ...good, ...values, source: 'contact' });
    expect(server.status).toBe(400);
    expect(new Set(server.message?.split('; '))).toEqual(new Set(shown));
  });

  it('what the form lets through (an address pasted with spaces) the server accepts', async () => {
    await submit({ email: '  meena@example.test ' });
    expect(form?.errors).toEqual({});
    for (let i = 0; i < 200 && sent === null; i += 1) await act(() => new Promise((r) => setTimeout(r, 25)));
    expect(sent).toEqual({ status: 201, message: undefined });
  });
});
