import type { z } from 'zod';

/**
 * A shared zod schema's verdict as @mantine/form errors: `{ 'customizations.0.name': message }`.
 * The form and the route use the same schema, so the form shows what the server would refuse.
 */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
