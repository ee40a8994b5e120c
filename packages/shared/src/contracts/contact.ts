import { z } from 'zod';

function requiredText(max: number) {
  return z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
}

/** Contact and about-restaurant forms (spec 5: name, email, subject, message all required). */
export const ZContactMessageInput = z.object({
  name: requiredText(100),
  // Trimmed before the format check, so a pasted address with a trailing space still passes.
  email: requiredText(200).pipe(z.email('must be a valid email address')),
  subject: requiredText(200),
  message: requiredText(5000),
  source: z.enum(['contact', 'about-restaurant']).default('contact'),
});
export type TContactMessageInput = z.infer<typeof ZContactMessageInput>;

export const ZContactMessageCreated = z.object({ ok: z.literal(true) });
export type TContactMessageCreated = z.infer<typeof ZContactMessageCreated>;
