import type { Env } from '../config/env.ts';
import { createOutbox } from './outbox.ts';
import { createSmsGateway } from './sms-gateway.ts';
import { createSmtp } from './smtp.ts';

/** One message to one person: an e-mail (with a subject) or an SMS. */
export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  /** Why it was sent (`login-code`, `registration-code`...): logged, never shown. */
  purpose: string;
  /** E-mail only: an HTML part beside the text (a newsletter), extra headers (`List-Unsubscribe`), files (a quote). */
  html?: string;
  headers?: Readonly<Record<string, string>>;
  attachments?: readonly Attachment[];
}

/** A file sent with an e-mail. */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Where messages of one channel go. */
export interface Transport {
  send(message: Message): Promise<void>;
  close?(): Promise<void>;
}

/**
 * The shop's one way to reach people (ARCHITECTURE.md): every e-mail and SMS goes through `send`, which picks the
 * configured transport of the message's channel. Services never know which transport that is.
 */
export interface Notifier {
  send(message: Message): Promise<void>;
  close(): Promise<void>;
}

/** How long closing waits for messages on their way before it closes the transports anyway. */
const DRAIN_MS = 5000;

/**
 * Closing first waits (up to `drainMs`) for the messages already on their way: codes and order confirmations leave
 * after their request has been answered, and a deploy's SIGTERM must not drop them (SMTP's pool fails what it still
 * holds when closed).
 */
export function createNotifier(
  transports: { email: Transport; sms: Transport },
  { drainMs = DRAIN_MS } = {},
): Notifier {
  const onTheirWay = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = transports[message.channel].send(message);
      onTheirWay.add(sending);
      const done = () => void onTheirWay.delete(sending);
      sending.then(done, done);
      return sending;
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)));
      await Promise.race([Promise.allSettled([...onTheirWay]), patience]);
      clearTimeout(timer);
      await Promise.all([...new Set([transports.email, transports.sms])].map((t) => t.close?.()));
    },
  };
}

/** The transports the settings choose (decision 012): the outbox unless production's smtp and gateway are set. */
export function notifierFromEnv(env: Env): Notifier {
  const outbox =
    env.EMAIL_TRANSPORT === 'outbox' || env.SMS_TRANSPORT === 'outbox' ? createOutbox(env.DATA_DIR) : undefined;
  return createNotifier({
    email:
      env.EMAIL_TRANSPORT === 'smtp'
        ? createSmtp({ url: env.SMTP_URL!, from: env.EMAIL_FROM, requireTls: env.NODE_ENV === 'production' })
        : outbox!,
    sms:
      env.SMS_TRANSPORT === 'gateway'
        ? createSmsGateway({ url: env.SMS_GATEWAY_URL!, token: env.SMS_GATEWAY_TOKEN, sender: env.SMS_SENDER })
        : outbox!,
  });
}
