import { inShopTime } from '@shop/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../notifier/outbox.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { contactMessages, platinumMembers } from './forms.schema.ts';

const INBOX = 'inbox@cellar.example';

/** A date of birth `years` years before today in the UAE (the shop's calendar decides ages), plus `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const d = inShopTime(new Date());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(testDatabases())('the customer forms on %s', (kind) => {
  let t: TestApp;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });
  const mailTo = async (to: string) => (await readOutbox(t.env.DATA_DIR)).filter((m) => m.to === to);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CONTACT_EMAIL: INBOX } });
  });
  afterAll(() => t?.close());

  describe('POST /contact-us', () => {
    const good = {
      name: 'Layla Haddad',
      email: 'Layla@Example.com',
      mobile: '050 123 4567',
      subject: 'Corporate gifts',
      message: 'Hello,\nDo you deliver to Al Barsha on Fridays?',
    };

    it("stores the message, tells the shop's inbox and acknowledges to the sender", async () => {
      const res = await post('/contact-us', good);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 201, message: 'Data has been Submitted Successfully!' });
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'layla@example.com'));
      expect(row).toMatchObject({
        name: 'Layla Haddad',
        mobile: '+971501234567',
        subject: 'Corporate gifts',
        message: good.message,
      });
      // Sent after the answer (a mail server that is slow keeps nobody waiting).
      await expect.poll(async () => (await mailTo('layla@example.com')).length + (await mailTo(INBOX)).length).toBe(2);
      const inbox = await mailTo(INBOX);
      expect(inbox.at(-1)).toMatchObject({
        subject: expect.stringContaining('Corporate gifts'),
        text: expect.stringContaining('Do you deliver to Al Barsha'),
      });
      expect(inbox.at(-1)!.text).toContain('layla@example.com');
      expect((await mailTo('layla@example.com')).at(-1)).toMatchObject({ subject: 'We have your message' });
    });

    it('acknowledges with nothing the sender typed, and a few times a day at most to one address', async () => {
      const stranger = 'stranger@victim.example';
      const bait = {
        ...good,
        email: stranger,
        name: 'WIN FREE PHONE at evil.example',
        subject: 'Your account is locked, visit evil.example',
      };
      for (let n = 0; n < 5; n++) expect((await post('/contact-us', bait)).statusCode).toBe(201);
      await expect.poll(async () => (await mailTo(INBOX)).filter((m) => m.text.includes(stranger)).length).toBe(5);
      const acks = await mailTo(stranger);
      expect(acks).toHaveLength(3);
      expect(acks.every((m) => !m.text.includes('evil.example') && !m.subject!.includes('evil.example'))).toBe(true);
    });

    it.each([
      ['no name', { ...good, name: ' ' }, 'name', 'Please Enter Name.'],
      ['no subject', { ...good, subject: undefined }, 'subject', 'Please Enter Subject.'],
      ['no message', { ...good, message: '' }, 'message', 'Please Enter Message.'],
      [
        'a message over 2,000 characters',
        { ...good, message: 'x'.repeat(2001) },
        'message',
        'Message is too long (2,000 characters at most).',
      ],
      ['a bad e-mail', { ...good, email: 'layla@' }, 'email', undefined],
      ['a bad mobile', { ...good, mobile: '12' }, 'mobile', 'Please enter a valid mobile number.'],
      [
        'a line break in the subject (a header it could forge)',
        { ...good, subject: 'Hi\r\nBcc: all@example.com' },
        'subject',
        'Please Enter Subject.',
      ],
    ])("refuses %s with 400 and the field's message, storing nothing", async (_label, body, field, message) => {
      const before = (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;
      const res = await post('/contact-us', body);
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toContain(message);
      expect((await t.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before);
    });

    it('keeps a message as typed: markup is text, shown escaped wherever it is read', async () => {
      const message = '<script>alert(1)</script> & <b>bold</b>';
      expect((await post('/contact-us', { ...good, email: 'markup@example.com', message })).statusCode).toBe(201);
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'markup@example.com'));
      expect(row!.message).toBe(message);
    });
  });

  describe('POST /platinum-club', () => {
    const good = {
      first_name: 'Omar',
      last_name: 'Saeed',
      email: 'omar@example.com',
      mobile: '0551234567',
      date_of_birth: bornYearsAgo(30),
      preferences: ['wine', 'events', 'wine'],
    };

    it('adds a member once, with a welcome; the same address again answers 409', async () => {
      const res = await post('/platinum-club', good);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 201, message: 'Data has been Submitted Successfully!' });
      const [row] = await t.db.select().from(platinumMembers).where(eq(platinumMembers.email, 'omar@example.com'));
      expect(row).toMatchObject({
        firstName: 'Omar',
        lastName: 'Saeed',
        mobile: '+971551234567',
        dateOfBirth: good.date_of_birth,
        preferences: ['wine', 'events'],
      });
      await expect.poll(async () => (await mailTo('omar@example.com')).length).toBe(1);
      expect((await mailTo('omar@example.com')).at(-1)).toMatchObject({
        subject: 'Welcome to the Cellar Platinum Club',
      });

      const again = await post('/platinum-club', { ...good, email: 'OMAR@example.com' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        error: 'This e-mail address is already a member of the Platinum Club.',
        code: 'CONFLICT',
      });
    });

    it('takes concurrent twins once', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => post('/platinum-club', { ...good, email: 'twins@example.com' })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(
        (
          await t.db.select({ n: count() }).from(platinumMembers).where(eq(platinumMembers.email, 'twins@example.com'))
        )[0]!.n,
      ).toBe(1);
    });

    it('takes a member who turns 21 today, and refuses one who turns 21 tomorrow', async () => {
      expect(
        (await post('/platinum-club', { ...good, email: 'today@example.com', date_of_birth: bornYearsAgo(21) }))
          .statusCode,
      ).toBe(201);
      const young = await post('/platinum-club', {
        ...good,
        email: 'tomorrow@example.com',
        date_of_birth: bornYearsAgo(21, 1),
      });
      expect(young.statusCode).toBe(400);
      expect(young.json().errors.date_of_birth).toEqual([
        'You must be at least 21 years old to join the Platinum Club.',
      ]);
    });

    it.each([
      ["no date of birth (the spec's own client sends none)", { ...good, date_of_birth: undefined }, 'date_of_birth'],
      ['a date that is not one', { ...good, date_of_birth: '1990-02-30' }, 'date_of_birth'],
      ['a preference not on the list', { ...good, preferences: ['cigars'] }, 'preferences'],
      ['no first name', { ...good, first_name: '' }, 'first_name'],
    ])('refuses %s with 400', async (_label, body, field) => {
      const res = await post('/platinum-club', { ...body, email: 'refused@example.com' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    });
  });
});
