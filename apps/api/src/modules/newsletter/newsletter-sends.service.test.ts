import { describe, expect, it } from 'vitest';
import type { Message } from '../../notifier/notifier.ts';
import type { NewsletterSendRow, NewsletterStaffRepo } from './newsletter-staff.repo.ts';
import { createNewsletterSends } from './newsletter-sends.service.ts';

const actor = { staffId: 1, label: 'Sara <sara@shop.test> (support)', requestId: null };

/** Five confirmed readers, a send recorded in memory, and the batches the notifier was handed. */
function harness({ failFor = '' } = {}) {
  const readers = [1, 2, 3, 4, 5].map((id) => ({ id, email: `r${id}@example.com`, token: `${id}`.repeat(32) }));
  let send: NewsletterSendRow | undefined;
  const progress: Array<[number, number, number, boolean]> = [];
  const repo = {
    sendByKey: async () => send,
    receivingCount: async () => readers.length,
    insertSend: async (values: Partial<NewsletterSendRow>) =>
      (send = { ...values, id: 9, cursor: 0, delivered: 0, failed: 0, createdAt: 'now' } as NewsletterSendRow),
    recipientsAfter: async (_send: NewsletterSendRow, cursor: number, limit: number) =>
      readers.filter((r) => r.id > cursor).slice(0, limit),
    claim: async () => (send?.finishedAt ? undefined : send),
    progress: async (
      _id: number,
      at: { to: number },
      counts: { delivered: number; failed: number },
      finished: boolean,
    ) => {
      progress.push([at.to, counts.delivered, counts.failed, finished]);
      if (finished) send!.finishedAt = 'now';
      return true;
    },
  } as unknown as NewsletterStaffRepo;
  const sent: Message[] = [];
  const notifier = {
    send: async (message: Message) => {
      if (message.to === failFor) throw new Error('mailbox full');
      sent.push(message);
    },
    close: async () => {},
  };
  const sends = createNewsletterSends({
    repo,
    staffWrite: (work) => work({ repo, audit: { record: async () => {}, recordAll: async () => {} } } as never),
    notifier,
    shopUrl: 'https://shop.example',
    apiBase: '/api/v1',
    log: { error: () => {} },
    batchSize: 2,
  });
  return { sends, sent, progress };
}

describe('a newsletter send', () => {
  it('goes out in batches, recording where it is after each, and finishes on a short batch', async () => {
    const { sends, sent, progress } = harness({ failFor: 'r4@example.com' });
    const { created } = await sends.send(actor, {
      key: '8f14e45f-ceea-4e7a-9f0e-1c2d3b4a5f6e',
      subject: 'Autumn',
      body: '<p>Hi</p>',
    });
    expect(created).toBe(true);
    await sends.settled();
    expect(progress).toEqual([
      [2, 2, 0, false],
      [4, 1, 1, false],
      [5, 1, 0, true],
    ]);
    expect(sent.map((m) => m.to)).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com', 'r5@example.com']);
    expect(sent[0]!.text).toContain(`https://shop.example/newsletter/unsubscribe#token=${'1'.repeat(32)}`);
  });

  it('is not sent again for the same key', async () => {
    const { sends, sent } = harness();
    const body = { key: '8f14e45f-ceea-4e7a-9f0e-1c2d3b4a5f6e', subject: 'Autumn', body: '<p>Hi</p>' };
    await sends.send(actor, body);
    await sends.settled();
    const again = await sends.send(actor, body);
    await sends.settled();
    expect(again.created).toBe(false);
    expect(sent).toHaveLength(5);
  });
});
