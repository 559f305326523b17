import nodemailer from 'nodemailer';
import type { Transport } from './notifier.ts';

/**
 * E-mail through an SMTP server (`smtps://user:password@host:465`) over a few kept-open connections: every order
 * sends a confirmation, and a connection (with its TLS handshake and login) for each would cost more than the order.
 * A URL that sets `pool` itself keeps its choice.
 */
export function createSmtp(options: { url: string; from: string }): Transport {
  const transporter = nodemailer.createTransport({ url: options.url, pool: true }, { from: options.from });
  return {
    async send(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject ?? '', text: message.text });
    },
    async close() {
      transporter.close();
    },
  };
}
