import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageInsert = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: ContactMessageInsert): Promise<void> {
  await db.insert(contactMessages).values(message);
}
