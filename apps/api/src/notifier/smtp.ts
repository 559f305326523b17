import nodemailer from 'nodemailer';
import type { Transport } from './notifier.ts';

/**
 * E-mail through an SMTP server (`smtps://user:password@host:465`) over a few kept-open connections: every order
 * sends a confirmation, and a connection (with its TLS handshake and login) for each would cost more than the order.
 * A URL that sets `pool` itself keeps its choice.
 */
export function createSmtp(options: { url: string; from: string; requireTls?: boolean }): Transport {
  // Short waits (nodemailer's own are two minutes to connect and ten for a stalled socket): a sign-up waits for its
  // e-mailed code, and a mail server that does not answer should be reported, not waited on.
  // `requireTls` (production): an smtp:// server must upgrade with STARTTLS before any login or message is sent.
  const transporter = nodemailer.createTransport(
    {
      url: options.url,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      requireTLS: options.requireTls ?? false,
    },
    { from: options.from },
  );
  return {
    async send(message) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html,
        headers: message.headers ? { ...message.headers } : undefined,
        attachments: message.attachments?.map((a) => ({ ...a })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
