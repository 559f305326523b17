import type { ContactMessage, Quotation } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../testing/pages.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { InboxPage } from './inbox-page.tsx';

const MESSAGE: ContactMessage = {
  id: 5,
  name: 'Layla Haddad',
  email: 'layla@example.com',
  mobile: '+971501234567',
  subject: 'Corporate gifts',
  message: '<b>Hello</b>, do you deliver on Fridays?',
  status: 'new',
  assignee: null,
  created_at: '2026-03-12T08:00:00.000Z',
  read_at: null,
  done_at: null,
};

const QUOTATION: Quotation = {
  id: 42,
  number: 'QUO-000042',
  status: 'received',
  status_label: 'Received',
  created_at: '2026-03-12T08:00:00.000Z',
  updated_at: '2026-03-12T08:00:00.000Z',
  company_name: 'Events LLC',
  full_name: 'Omar Saleh',
  email: 'omar@events.ae',
  mobile: '+971501234567',
  event_type: 'Conference',
  message: 'Gala dinner',
  lines: [
    { id: 1, price_variation_id: 11, name: 'Alpha Rouge', size: '750 ml', qty: 24, product: null, unit_price: null },
    { id: 2, price_variation_id: 12, name: 'Beta Blanc', size: '750 ml', qty: 6, product: null, unit_price: null },
  ],
  valid_until: null,
  total: null,
  answer_note: null,
};

const open = (path: string) => renderAt(path, [['/inbox', <InboxPage />]]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the inbox', () => {
  it('opens a message as text, marks it read, assigns it and marks it done', async () => {
    const calls = fakeServer({
      'GET /inbox/messages': { status: 200, body: onePage([MESSAGE]) },
      'GET /inbox/assignees': { status: 200, body: [{ id: 3, name: 'Sara (support)' }] },
      'POST /inbox/messages/5/read': { status: 200, body: { ...MESSAGE, status: 'read' } },
      'PUT /inbox/messages/5/assignee': { status: 200, body: { ...MESSAGE, status: 'read' } },
      'POST /inbox/messages/5/done': { status: 200, body: { ...MESSAGE, status: 'done' } },
    });
    open('/inbox');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Corporate gifts'));
    // The sender's markup is shown as they typed it, never run.
    expect(screen.getByText('<b>Hello</b>, do you deliver on Fridays?')).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/inbox/messages/5/read')).toBe(true));
    await user.selectOptions(await screen.findByLabelText('Assigned to'), 'Sara (support)');
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ staff_id: 3 }));
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/inbox/messages/5/done')).toBe(true));
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
  });

  it('answers a quotation with a price per line and a validity date, the total following, and shows the refusal on its field', async () => {
    const calls = fakeServer({
      'GET /inbox/quotations': { status: 200, body: onePage([QUOTATION]) },
      'POST /quotations/QUO-000042/answer': (body) =>
        (body as { lines: { unit_price: number }[] }).lines[1]!.unit_price > 0
          ? { status: 200, body: { ...QUOTATION, status: 'quoted' } }
          : {
              status: 400,
              body: {
                error: 'Enter a price in AED, more than 0, with at most two decimals.',
                code: 'VALIDATION_FAILED',
                errors: { 'lines.1.unit_price': ['Enter a price in AED, more than 0, with at most two decimals.'] },
              },
            },
    });
    open('/inbox?tab=quotations');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Answer quotation QUO-000042' });
    await user.type(within(form).getByLabelText('Price of one Alpha Rouge, 750 ml, in AED'), '89.50');
    expect(within(form).getByText('AED 2,148.00')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send the quote' }));
    expect(await within(form).findByText('Enter a price in AED, more than 0, with at most two decimals.')).toBeTruthy();
    expect(within(form).getByLabelText('Price of one Beta Blanc, 750 ml, in AED').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await user.type(within(form).getByLabelText('Price of one Beta Blanc, 750 ml, in AED'), '120');
    await user.click(within(form).getByRole('button', { name: 'Send the quote' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const sent = calls.filter((c) => c.method === 'POST')[1]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      lines: [
        { id: 1, unit_price: 89.5 },
        { id: 2, unit_price: 120 },
      ],
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('revises a quoted quotation from its prices, and closes the form once sent', async () => {
    const quoted: Quotation = {
      ...QUOTATION,
      status: 'quoted',
      status_label: 'Quoted',
      lines: QUOTATION.lines.map((l, i) => ({ ...l, unit_price: i === 0 ? 89.5 : 120 })),
      valid_until: '2999-01-31',
      total: 24 * 89.5 + 6 * 120,
      answer_note: 'Delivery included.',
    };
    const calls = fakeServer({
      'GET /inbox/quotations': { status: 200, body: onePage([quoted]) },
      'POST /quotations/QUO-000042/answer': { status: 200, body: quoted },
    });
    open('/inbox?tab=quotations&status=quoted');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revise the prices' }));
    const form = screen.getByRole('form', { name: 'Revise quotation QUO-000042' });
    const first = within(form).getByLabelText('Price of one Alpha Rouge, 750 ml, in AED');
    expect((first as HTMLInputElement).value).toBe('89.5');
    expect((within(form).getByLabelText('Valid until') as HTMLInputElement).value).toBe('2999-01-31');
    await user.clear(first);
    await user.type(first, '80');
    await user.click(within(form).getByRole('button', { name: 'Send the revised quote' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Revise quotation QUO-000042' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      lines: [
        { id: 1, unit_price: 80 },
        { id: 2, unit_price: 120 },
      ],
      valid_until: '2999-01-31',
      note: 'Delivery included.',
    });
  });

  it('lists Platinum Club members with the CSV link', async () => {
    fakeServer({
      'GET /inbox/platinum-members': {
        status: 200,
        body: onePage([
          {
            id: 1,
            first_name: 'Omar',
            last_name: 'Saeed',
            email: 'omar@example.com',
            mobile: '+971551234567',
            date_of_birth: '1990-05-01',
            preferences: ['wine', 'events'],
            joined_at: '2026-03-12T08:00:00.000Z',
          },
        ]),
      },
    });
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    open('/inbox?tab=platinum');
    expect(await screen.findByText('omar@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download all members (CSV)' }).getAttribute('href')).toBe(
      '/api/v1/staff/inbox/platinum-members.csv',
    );
  });

  it('sends a newsletter once per message written: the same key on a retry, a new one after it is sent', async () => {
    let fail = true;
    const calls = fakeServer({
      'GET /inbox/subscribers': {
        status: 200,
        body: {
          ...onePage([
            {
              id: 1,
              email: 'ann@example.com',
              created_at: '2026-03-01T08:00:00.000Z',
              confirmed_at: '2026-03-01T09:00:00.000Z',
              unsubscribed_at: null,
            },
          ]),
          confirmed: 1,
        },
      },
      'GET /inbox/newsletter-sends': { status: 200, body: [] },
      'POST /inbox/newsletter-sends': (body) => {
        if (fail) {
          fail = false;
          return {
            status: 503,
            body: { error: 'The shop is busy right now. Please try again in a moment.', code: 'X' },
          };
        }
        return {
          status: 201,
          body: {
            id: 1,
            recipients: 1,
            delivered: 0,
            failed: 0,
            finished_at: null,
            sent_by: 'Sara',
            ...(body as object),
          },
        };
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    open('/inbox?tab=newsletter');
    const user = userEvent.setup();
    expect(await screen.findByText('ann@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download confirmed subscribers (CSV)' }).getAttribute('href')).toBe(
      '/api/v1/staff/inbox/subscribers.csv',
    );
    await user.type(screen.getByLabelText('Subject'), 'The autumn tasting');
    await user.type(screen.getByLabelText('Message (HTML)'), '<p>Join us</p>');
    await user.click(screen.getByRole('button', { name: 'Send to confirmed subscribers' }));
    expect(await screen.findByText('The shop is busy right now. Please try again in a moment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send to confirmed subscribers' }));
    expect(await screen.findByText(/is on its way to 1 confirmed subscribers/)).toBeTruthy();
    const keys = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { key: string }).key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('1 confirmed subscribers'));
  });
});
