import type { Db } from '../../db/client.ts';
import { devSms } from '../../db/schema/index.ts';

/**
 * Text messages (SMS, or WhatsApp through the same kind of provider) behind one interface. No
 * provider is configured here: the development outbox keeps what would have been sent, listed at
 * /dev/mailbox. A provider (MSG91, Twilio, Gupshup) is one more implementation of `send`; decision
 * 051 says what India's DLT registration asks of it.
 */
export type SmsSender = { send(to: string, text: string): Promise<void> };

export function createDevSmsOutbox(db: Db): SmsSender {
  return {
    async send(to, text) {
      await db.insert(devSms).values({ to, text });
    },
  };
}
