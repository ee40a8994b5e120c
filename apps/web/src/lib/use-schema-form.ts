import { type UseFormInput, useForm } from '@mantine/form';
import type { z } from 'zod';

/**
 * Where a contract path's message shows in the form, when the form's field has another name: a
 * table (`{ 'location.lat': 'lat' }`) or a function of the path ('images.2' shows under 'images').
 */
export type FieldOf = Readonly<Record<string, string>> | ((path: string) => string);

/**
 * A shared zod schema's verdict on what the form would send, as @mantine/form errors keyed by the
 * form's fields: `{ 'customizations.0.name': message }`, or the field `fieldOf` names for a path
 * (`location.lat` shows under `lat`). The form and the route use the same schema, so the form shows
 * what the server would refuse.
 */
export function schemaErrors<Values, S extends z.ZodType>(
  schema: S,
  toPayload: (values: Values) => z.input<S>,
  values: Values,
  fieldOf: FieldOf = {},
): Record<string, string> {
  const result = schema.safeParse(toPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = typeof fieldOf === 'function' ? fieldOf(path) : (fieldOf[path] ?? path);
    errors[field] ??= issue.message;
  }
  return errors;
}

type SchemaFormOptions<Values> = Omit<UseFormInput<Values & Record<string, unknown>>, 'validate'> & {
  initialValues: Values;
  fieldOf?: FieldOf;
  /** Checks the schema cannot make (a choice only the form knows of); merged after the schema's. */
  extraErrors?: (values: Values) => Record<string, string>;
};

/**
 * The one way a form is made: @mantine/form values, validated by the shared schema applied to
 * `toPayload(values)` (what the request will carry). `submit(handler)` hands the handler that
 * payload and the values once the schema accepts it; the form's own refusal calls `onInvalid`.
 */
export function useSchemaForm<Values extends Record<string, unknown>, S extends z.ZodType>(
  schema: S,
  toPayload: (values: Values) => z.input<S>,
  { fieldOf, extraErrors, ...options }: SchemaFormOptions<Values>,
) {
  const form = useForm<Values>({
    ...(options as UseFormInput<Values>),
    validate: (values) => ({
      ...schemaErrors(schema, toPayload, values, fieldOf),
      ...extraErrors?.(values),
    }),
  });
  const submit = (
    handler: (payload: z.input<S>, values: Values) => void | Promise<void>,
    onInvalid?: () => void,
  ) =>
    form.onSubmit((values) => handler(toPayload(values), values), onInvalid ? () => onInvalid() : undefined);
  return Object.assign(form, { submit });
}
