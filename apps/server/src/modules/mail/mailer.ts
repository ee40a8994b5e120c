import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { devMail } from '../../db/schema/index.ts';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise the development mailbox (stored, listed at /dev/mailbox) so
 * a person and a browser test can follow a reset link with no mail server.
 */
export function createMailer(config: Config, db: Db): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(devMail).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? '',
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          bytes: a.content.length,
        })),
      });
    },
  };
}
