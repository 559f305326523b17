import nodemailer from 'nodemailer';
import type { Transport } from './notifier.ts';

/** E-mail through an SMTP server (`smtps://user:password@host:465`), with nodemailer's pooled connections. */
export function createSmtp(options: { url: string; from: string }): Transport {
  const transporter = nodemailer.createTransport(options.url, { from: options.from });
  return {
    async send(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject ?? '', text: message.text });
    },
    async close() {
      transporter.close();
    },
  };
}
