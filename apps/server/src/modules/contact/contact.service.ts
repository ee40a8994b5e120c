import type { TContactMessageInput } from '@app/shared';
import type { Db } from '../../db/client.ts';
import * as repo from './contact.repo.ts';

/** Keeps a contact-form message for the help desk, linked to the sender when signed in. */
export async function submitContactMessage(
  db: Db,
  input: TContactMessageInput,
  userId: string | null = null,
): Promise<{ ok: true }> {
  await repo.insertContactMessage(db, { ...input, userId });
  return { ok: true };
}
