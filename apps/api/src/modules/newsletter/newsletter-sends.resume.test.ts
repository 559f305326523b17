import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { createNewsletterStaffRepo } from './newsletter-staff.repo.ts';
import { createNewsletterSends } from './newsletter-sends.service.ts';
import { newsletterSends, subscribers } from './newsletter.schema.ts';

describe.each(testDatabases())('a newsletter send whose process stopped, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  /** A process of the shop: its own service on the shared database, and the e-mails its notifier was handed. */
  const process = () => {
    const sent: string[] = [];
    const sends = createNewsletterSends({
      repo: createNewsletterStaffRepo(t.db),
      staffWrite: () => Promise.reject(new Error('resuming writes no staff action')),
      notifier: { send: async (m) => void sent.push(m.to), close: async () => {} },
      shopUrl: 'https://shop.example',
      apiBase: '/api/v1',
      log: { error: () => {} },
      batchSize: 2,
    });
    return { sends, sent };
  };

  const readers = async (tag: string) => {
    const emails = [1, 2, 3, 4, 5].map((n) => `resume-${tag}-${n}@example.com`);
    const rows = await t.db
      .insert(subscribers)
      .values(emails.map((email) => ({ email, confirmedAt: '2026-01-01T00:00:00Z' })))
      .returning({ id: subscribers.id });
    return { emails, ids: rows.map((r) => r.id) };
  };
  const recordSend = async (cursor: number, claimedUntil: string | null) => {
    const [row] = await t.db
      .insert(newsletterSends)
      .values({
        key: randomUUID(),
        subject: 'Autumn',
        body: '<p>Hi</p>',
        sentByName: 'Sara',
        recipients: 5,
        cursor,
        delivered: 2,
        claimedUntil,
      })
      .returning();
    return row!;
  };

  it('is taken up from where it stood, by one process however many look, and finished', async () => {
    const { emails, ids } = await readers('a');
    // Only this test's readers: every earlier subscriber stands before the cursor.
    const send = await recordSend(ids[1]!, '2026-01-01T00:00:00Z');
    const [a, b] = [process(), process()];
    await Promise.all([a.sends.resume(), b.sends.resume()]);
    await Promise.all([a.sends.settled(), b.sends.settled()]);
    const sent = [...a.sent, ...b.sent].filter((to) => emails.includes(to));
    expect(sent.sort()).toEqual(emails.slice(2));
    expect(a.sent.length === 0 || b.sent.length === 0).toBe(true);
    const [after] = await t.db.select().from(newsletterSends).where(eq(newsletterSends.id, send.id));
    expect(after).toMatchObject({ cursor: ids[4], delivered: 5, failed: 0, claimedUntil: null });
    expect(after!.finishedAt).not.toBeNull();
    // Finished, it is never taken up again.
    const c = process();
    await c.sends.resume();
    await c.sends.settled();
    expect(c.sent).toEqual([]);
  });

  it('is left alone while the process delivering it still holds it', async () => {
    const { ids } = await readers('b');
    const held = await recordSend(ids[1]!, '2999-01-01T00:00:00Z');
    const other = process();
    await other.sends.resume();
    await other.sends.settled();
    expect(other.sent).toEqual([]);
    const [row] = await t.db
      .select()
      .from(newsletterSends)
      .where(inArray(newsletterSends.id, [held.id]));
    expect(row).toMatchObject({ cursor: ids[1], finishedAt: null });
  });
});
