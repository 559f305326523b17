import type { AuditEntry, StaffMe, StaffMember } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { AuditPage } from './audit-page.tsx';

const me = (permissions: StaffMe['permissions']): StaffMe => ({
  id: 1,
  email: 'noor@cellar.ae',
  name: 'Noor',
  role: 'owner',
  kind: 'person',
  status: 'active',
  created_at: '2026-11-01T08:00:00.000Z',
  last_login_at: null,
  invite_expires_at: null,
  permissions,
});
const OWNER = me(['orders:read', 'customers:read', 'staff:manage', 'audit:read']);
const MEMBERS = [
  { id: 1, name: 'Noor', role: 'owner', kind: 'person', status: 'active' },
  { id: 2, name: 'Omar', role: 'fulfilment', kind: 'person', status: 'active' },
  { id: 5, name: 'Courier app', role: 'fulfilment', kind: 'service', status: 'active' },
] as StaffMember[];

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 10,
  at: '2026-03-12T10:00:00.000Z',
  staff_id: 2,
  actor: 'Omar <omar@cellar.ae> (fulfilment)',
  action: 'order.move',
  entity: 'order',
  entity_id: '42',
  before: { state: 'packed', version: 3 },
  after: { state: 'out_for_delivery', version: 4 },
  request_id: 'req-0001',
  ...over,
});
const LONG_NOTE = 'Packed in a gift box with a card, as the customer asked in the notes of the order.';
const ENTRIES = [
  entry({}),
  entry({
    id: 9,
    staff_id: 5,
    actor: 'Courier app <courier@cellar.ae> (fulfilment)',
    before: { state: 'confirmed', version: 2 },
    after: { state: 'packed', version: 3, note: LONG_NOTE },
  }),
  entry({
    id: 8,
    staff_id: 1,
    actor: 'Noor <noor@cellar.ae> (owner)',
    action: 'customer.block',
    entity: 'customer',
    entity_id: '17',
    before: { blocked: false, reason: null },
    after: { blocked: true, reason: 'Tried to buy for a minor' },
    request_id: null,
  }),
];

function Where() {
  return <span data-testid="where">{useLocation().search}</span>;
}

const urls = () => (globalThis.fetch as Mock).mock.calls.map(([url]) => String(url));
const auditUrls = () => urls().filter((url) => url.includes('/audit'));
const phone = (matches: boolean) =>
  vi.stubGlobal('matchMedia', () => ({ matches, addEventListener: () => {}, removeEventListener: () => {} }));
const open = (path: string) =>
  renderAt(path, [
    [
      '/audit',
      <>
        <AuditPage />
        <Where />
      </>,
    ],
  ]);

beforeEach(() => phone(false));
afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('asks for the view in the address and shows who, what, the entity, the request and what changed', async () => {
    fakeServer({
      'GET /me': { status: 200, body: OWNER },
      'GET /members': { status: 200, body: MEMBERS },
      'GET /audit': { status: 200, body: { entries: ENTRIES, next_before_id: null } },
    });
    open('/audit?entity=order&entity_id=CEL-000042&from=2026-03-12');
    const table = await screen.findByRole('table', { name: /Audit log, Order CEL-000042; from 12 Mar 2026/ });
    expect(auditUrls()[0]).toBe('/api/v1/staff/audit?entity=order&entity_id=42&from=2026-03-12&limit=50');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('12 Mar 2026, 14:00:00');
    expect(within(rows[0]!).getByRole('link', { name: 'Order CEL-000042' }).getAttribute('href')).toBe(
      '/orders/CEL-000042',
    );
    expect(rows[0]!.textContent).toContain('Omar');
    expect(rows[0]!.textContent).toMatch(/state: Packed →\s+changed to Out for delivery/);
    expect(rows[0]!.textContent).toContain('req-0001');
    await waitFor(() => expect(rows[1]!.textContent).toContain('Service account, Fulfilment'));
    expect(within(rows[2]!).getByRole('link', { name: 'Customer 17' }).getAttribute('href')).toBe('/customers/17');
    expect(rows[2]!.textContent).toContain('Blocked a customer');
    expect(rows[2]!.textContent).toMatch(/blocked: no →\s+changed to yes/);
    expect(screen.getByRole('status').textContent).toContain('3 entries, newest first.');
    // Append-only: nothing on the screen edits or deletes an entry.
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.filter((name) => /edit|delete|remove|undo/i.test(name ?? ''))).toEqual([]);
  });

  it('shows a long change in full on request, and back', async () => {
    fakeServer({
      'GET /me': { status: 200, body: OWNER },
      'GET /members': { status: 200, body: MEMBERS },
      'GET /audit': { status: 200, body: { entries: ENTRIES, next_before_id: null } },
    });
    const user = userEvent.setup();
    open('/audit');
    const more = await screen.findByRole('button', { name: 'Show the values in full' });
    const row = more.closest('tr')!;
    expect(row.textContent).not.toContain(LONG_NOTE);
    await user.click(more);
    expect(row.textContent).toContain(LONG_NOTE);
    expect(within(row).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('puts the filters in the address and asks again, an order number finding its entries', async () => {
    fakeServer({
      'GET /me': { status: 200, body: OWNER },
      'GET /members': { status: 200, body: MEMBERS },
      'GET /audit': { status: 200, body: { entries: [], next_before_id: null } },
    });
    const user = userEvent.setup();
    open('/audit');
    expect((await screen.findByRole('status')).textContent).toBe('No entries match.');
    await user.selectOptions(await screen.findByRole('option', { name: /^Omar/ }).then((o) => o.parentElement!), '2');
    await user.type(screen.getByLabelText('Entity id or number'), 'CEL-000007');
    await user.type(screen.getByLabelText('To'), '2026-03-14');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('?staff=2&entity=order&entity_id=7&to=2026-03-14'),
    );
    await waitFor(() =>
      expect(auditUrls().at(-1)).toBe('/api/v1/staff/audit?staff_id=2&entity=order&entity_id=7&to=2026-03-14&limit=50'),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'No entries match. Filters: by Omar; Order CEL-000007; until 14 Mar 2026.',
    );
    expect((screen.getByLabelText('Entity id or number') as HTMLInputElement).value).toBe('CEL-000007');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
  });

  it('pages to older entries by the cursor, and back to the newest', async () => {
    fakeServer({
      'GET /me': { status: 200, body: OWNER },
      'GET /members': { status: 200, body: MEMBERS },
      'GET /audit': { status: 200, body: { entries: ENTRIES, next_before_id: 8 } },
    });
    const user = userEvent.setup();
    open('/audit?entity=order');
    expect(screen.queryByRole('link', { name: 'Newest entries' })).toBeNull();
    await user.click(await screen.findByRole('link', { name: 'Older entries' }));
    await waitFor(() => expect(auditUrls().at(-1)).toBe('/api/v1/staff/audit?entity=order&before_id=8&limit=50'));
    expect(screen.getByTestId('where').textContent).toBe('?entity=order&before=8');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    await user.click(screen.getByRole('link', { name: 'Newest entries' }));
    expect(screen.getByTestId('where').textContent).toBe('?entity=order');
  });

  it("says the server's refusal in an alert and on the field it is about", async () => {
    const refusal = {
      error: 'A date is YYYY-MM-DD.',
      code: 'VALIDATION_FAILED',
      errors: { from: ['A date is YYYY-MM-DD.'] },
    };
    fakeServer({
      'GET /me': { status: 200, body: OWNER },
      'GET /members': { status: 200, body: MEMBERS },
      'GET /audit': { status: 400, body: refusal },
    });
    open('/audit?from=2026-02-31');
    // A refused filter is said at once: asking again would get the same answer.
    expect((await screen.findByRole('alert', {}, { timeout: 500 })).textContent).toBe(refusal.error);
    expect(auditUrls()).toHaveLength(1);
    const from = screen.getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby')!)?.textContent).toBe(refusal.error);
  });

  it('offers no member filter to a role that may not list staff, and links nothing it may not open', async () => {
    fakeServer({
      'GET /me': { status: 200, body: me(['audit:read']) },
      'GET /audit': { status: 200, body: { entries: ENTRIES, next_before_id: null } },
    });
    open('/audit');
    await screen.findByRole('table');
    await waitFor(() =>
      expect(screen.getAllByText('Order CEL-000042').map((e) => e.tagName)).toEqual(['SPAN', 'SPAN']),
    );
    expect(screen.queryByLabelText('Staff member')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Customer 17' })).toBeNull();
    expect(urls().some((url) => url.includes('/members'))).toBe(false);
  });

  it('shows cards on a phone, with the filters folded away', async () => {
    phone(true);
    fakeServer({
      'GET /me': { status: 200, body: OWNER },
      'GET /members': { status: 200, body: MEMBERS },
      'GET /audit': { status: 200, body: { entries: ENTRIES, next_before_id: null } },
    });
    open('/audit');
    const cards = await screen.findByRole('list', { name: 'Audit log' });
    expect(cards.children).toHaveLength(3);
    expect(within(cards.children[0] as HTMLElement).getByRole('link', { name: 'Order CEL-000042' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Filters').closest('details')?.open).toBe(false);
  });
});
