// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { schemaErrors, useSchemaForm } from './use-schema-form.ts';

const ZPlace = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  location: z.object({ lat: z.number().min(-90, 'bad latitude'), lng: z.number() }),
  tags: z.array(z.string().min(1, 'empty tag')),
});
type Values = { name: string; lat: string; lng: string; tags: string[] };
const toPayload = (v: Values) => ({
  name: v.name,
  location: { lat: Number(v.lat), lng: Number(v.lng) },
  tags: v.tags,
});
const good: Values = { name: ' Dosa Corner ', lat: '13.08', lng: '80.27', tags: ['south'] };

describe('schemaErrors', () => {
  it('judges what the request would carry and names the form’s fields', () => {
    expect(schemaErrors(ZPlace, toPayload, good)).toEqual({});
    expect(
      schemaErrors(
        ZPlace,
        toPayload,
        { ...good, name: '  ', lat: '-100', tags: ['', ''] },
        {
          'location.lat': 'lat',
        },
      ),
    ).toEqual({
      name: 'Name is required',
      lat: 'bad latitude',
      'tags.0': 'empty tag',
      'tags.1': 'empty tag',
    });
    expect(
      schemaErrors(ZPlace, toPayload, { ...good, tags: [''] }, (path) => path.split('.')[0] ?? path),
    ).toEqual({ tags: 'empty tag' });
  });
});

describe('useSchemaForm', () => {
  it('submits the payload only when the schema accepts it, else shows the errors and calls onInvalid', async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    const handler = vi.fn();
    const onInvalid = vi.fn();
    let form: ReturnType<typeof useSchemaForm<Values, typeof ZPlace>> | undefined;
    function Probe() {
      form = useSchemaForm(ZPlace, toPayload, {
        initialValues: { ...good, name: '' },
        fieldOf: { 'location.lat': 'lat' },
        extraErrors: (v): Record<string, string> => (v.tags.length > 3 ? { tags: 'too many' } : {}),
      });
      return createElement('form', { onSubmit: form.submit(handler, onInvalid) });
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probe)));
    const submit = () => form?.submit(handler, onInvalid)();

    await act(async () => submit());
    expect(handler).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(form?.errors).toEqual({ name: 'Name is required' });

    await act(async () => form?.setValues({ name: 'Dosa Corner', tags: ['a', 'b', 'c', 'd'] }));
    await act(async () => submit());
    expect(form?.errors).toEqual({ tags: 'too many' });

    await act(async () => form?.setValues({ tags: ['south'] }));
    await act(async () => submit());
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({
      name: 'Dosa Corner',
      location: { lat: 13.08, lng: 80.27 },
      tags: ['south'],
    });
    await act(async () => root.unmount());
  });
});
