import {
  htmlToText,
  INBOX_MESSAGES,
  NEWSLETTER_BATCH_SIZE,
  SUBSCRIBER_CSV_COLUMNS,
  toPaged,
  INBOX_PAGE_SIZE,
  type NewsletterSend,
  type NewsletterSendBody,
  type SubscriberPage,
  type SubscriberView,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { formatCsv } from '../../lib/csv.ts';
import { ValidationError } from '../../lib/errors.ts';
import { textToHtml, toIsoTimestamp } from '../../lib/presentation.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { NewsletterSendRow, NewsletterStaffRepo } from './newsletter-staff.repo.ts';
import { unsubscribeLink } from './newsletter.service.ts';

export interface NewsletterSendsDeps {
  repo: NewsletterStaffRepo;
  staffWrite: UnitOfWork<Audited<NewsletterStaffRepo>>;
  notifier: Notifier;
  shopUrl: string;
  /** The API's address under the shop (`/api/v1`), for the one-click unsubscribe header. */
  apiBase: string;
  log: { error(obj: object, msg: string): void };
  batchSize?: number;
  /** How long a process holds a send between two batches before another may take it up. */
  leaseSeconds?: number;
}

const iso = (value: string | null) => (value === null ? null : toIsoTimestamp(value));
const BYTE_ORDER_MARK = '\uFEFF';
const SENDS_SHOWN = 20;

function presentSend(row: NewsletterSendRow): NewsletterSend {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    sent_by: row.sentByName,
    created_at: toIsoTimestamp(row.createdAt),
    recipients: row.recipients,
    delivered: row.delivered,
    failed: row.failed,
    finished_at: iso(row.finishedAt),
  };
}

/**
 * The newsletter of the back office (issue 26, item 8): the subscribers, their export (confirmed ones only), and the
 * send: written by staff, cleaned by the shared allow-list, recorded and audited once per key (a retried call finds
 * its send and sends nothing again), then delivered through the notifier a batch at a time to confirmed subscribers,
 * each e-mail with its own unsubscribe link and the `List-Unsubscribe` headers.
 */
export function createNewsletterSends({
  repo,
  staffWrite,
  notifier,
  shopUrl,
  apiBase,
  log,
  batchSize = NEWSLETTER_BATCH_SIZE,
  leaseSeconds = 300,
}: NewsletterSendsDeps) {
  const deliveries = new Set<Promise<void>>();

  function mailFor(send: NewsletterSendRow, to: { email: string; token: string }) {
    const page = unsubscribeLink(shopUrl, to.token);
    const oneClick = `${shopUrl}${apiBase}/newsletter/unsubscribe?token=${to.token}`;
    return {
      channel: 'email' as const,
      to: to.email,
      subject: send.subject,
      text: `${htmlToText(send.body)}\n\n--\nYou receive this because you subscribed to the Cellar newsletter.\nUnsubscribe: ${page}`,
      html:
        `${send.body}<hr><p style="font-size:12px;color:#6b6360">You receive this because you subscribed to the ` +
        `Cellar newsletter. <a href="${textToHtml(page)}">Unsubscribe</a></p>`,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      purpose: 'newsletter',
    };
  }

  /**
   * Hands a send's recipients to the notifier a batch at a time, from where it stands, recording where it is after
   * each. It claims the send first, so one process delivers it; one whose process stopped is taken up by `resume`.
   */
  async function deliver(id: number): Promise<void> {
    const send = await repo.claim(id, leaseSeconds);
    if (!send) return;
    let cursor = send.cursor;
    for (;;) {
      const batch = await repo.recipientsAfter(send, cursor, batchSize);
      const results = await Promise.allSettled(batch.map((to) => notifier.send(mailFor(send, to))));
      const failed = results.filter((r) => r.status === 'rejected').length;
      const next = batch.length ? batch.at(-1)!.id : cursor;
      const finished = batch.length < batchSize;
      const held = await repo.progress(
        send.id,
        { from: cursor, to: next },
        { delivered: batch.length - failed, failed },
        finished,
        leaseSeconds,
      );
      if (finished || !held) return;
      cursor = next;
    }
  }

  /** Starts a send's delivery in the background, kept until it settles. */
  function start(id: number): void {
    const delivery = deliver(id)
      .catch((err: unknown) => log.error({ err, send: id }, 'a newsletter send stopped'))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  return {
    async subscribers(view: SubscriberView, page: number): Promise<SubscriberPage> {
      const { rows, total, confirmed } = await repo.subscribers(view, page);
      return {
        ...toPaged(
          rows.map((row) => ({
            id: row.id,
            email: row.email,
            created_at: toIsoTimestamp(row.createdAt),
            confirmed_at: iso(row.confirmedAt),
            unsubscribed_at: iso(row.unsubscribedAt),
          })),
          page,
          total,
          INBOX_PAGE_SIZE,
        ),
        confirmed,
      };
    },

    /** Confirmed subscribers only, as CSV (formulas neutralised by `formatCsv`). */
    async subscribersCsv(): Promise<string> {
      const rows = await repo.confirmed();
      return (
        BYTE_ORDER_MARK +
        formatCsv([SUBSCRIBER_CSV_COLUMNS, ...rows.map((r) => [r.email, toIsoTimestamp(r.confirmedAt!)])])
      );
    },

    sends: async (): Promise<NewsletterSend[]> => (await repo.recentSends(SENDS_SHOWN)).map(presentSend),

    /** Records the send (once per key) and starts its delivery; `created` is false for a retry of one made before. */
    async send(actor: StaffActor, body: NewsletterSendBody): Promise<{ created: boolean; send: NewsletterSend }> {
      const earlier = await repo.sendByKey(body.key);
      if (earlier) return { created: false, send: presentSend(earlier) };
      const html = safeRichHtml(body.body);
      if (!htmlToText(html).trim())
        throw new ValidationError(INBOX_MESSAGES.bodyRequired, { body: [INBOX_MESSAGES.bodyRequired] });
      const created = await staffWrite(async (tx) => {
        const recipients = await tx.repo.receivingCount();
        if (!recipients)
          throw new ValidationError(INBOX_MESSAGES.noRecipients, { subject: [INBOX_MESSAGES.noRecipients] });
        const row = await tx.repo.insertSend({
          key: body.key,
          subject: body.subject,
          body: html,
          sentBy: actor.staffId,
          sentByName: actor.label.slice(0, 100),
          recipients,
        });
        if (row)
          await tx.audit.record(actor, {
            action: 'newsletter.send',
            entity: 'newsletter',
            entityId: row.id,
            before: null,
            after: { subject: row.subject, recipients },
          });
        return row;
      });
      // Concurrent twins: the other one recorded it, and delivers it.
      if (!created) return { created: false, send: presentSend((await repo.sendByKey(body.key))!) };
      start(created.id);
      return { created: true, send: presentSend(created) };
    },

    /** Takes up the sends whose process stopped mid-way (a restart, a crash), from where each stands. */
    async resume(): Promise<void> {
      for (const id of await repo.stalled()) start(id);
    },

    /** Waits for the deliveries under way (tests, and a server closing). */
    settled: () => Promise.allSettled([...deliveries]).then(() => undefined),
  };
}

export type NewsletterSends = ReturnType<typeof createNewsletterSends>;
