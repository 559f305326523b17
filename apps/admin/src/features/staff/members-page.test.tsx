import type { StaffMember } from '@shop/shared/rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { MembersPage } from './members-page.tsx';
import { BOT, FATIMA, OWNER, RAHUL, stubWidth } from './members.fixtures.ts';

const LAST_OWNER = { error: 'The shop needs at least one active owner.', code: 'CONFLICT' };

/** The server's list, changed by the calls as the real one would be. */
function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  let members: StaffMember[] = [OWNER, FATIMA, BOT, RAHUL];
  const set = (id: number, over: Partial<StaffMember>) => {
    members = members.map((one) => (one.id === id ? { ...one, ...over } : one));
    return { status: 200, body: members.find((one) => one.id === id) };
  };
  return fakeServer({
    'GET /me': { status: 200, body: OWNER },
    'GET /members': () => ({ status: 200, body: members }),
    'POST /members/2/disable': () => set(2, { status: 'disabled' }),
    'POST /members/4/enable': () => set(4, { status: 'active' }),
    'POST /members/2/role': (body) => set(2, body as Partial<StaffMember>),
    ...extra,
  });
}

const show = () => renderAt('/staff', [['/staff', <MembersPage />]]);
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;
const listCalls = (calls: ReturnType<typeof fakeServer>) =>
  calls.filter((c) => c.path === '/members' && c.method === 'GET');

beforeEach(() => {
  setCsrfToken('csrf-1');
  stubWidth(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the staff list', () => {
  it("shows each member's role, state and sign-in, a service account as such, and no change to oneself", async () => {
    server();
    show();
    const fatima = within(await rowOf('Fatima Ali'));
    expect(fatima.getByText('fatima@cellar.ae')).toBeTruthy();
    expect(fatima.getByText('Fulfilment')).toBeTruthy();
    expect(fatima.getByText('Active')).toBeTruthy();
    expect(fatima.getByText('27 Nov 2026, 14:30')).toBeTruthy();
    const bot = within(await rowOf('Courier app'));
    expect(bot.getByText('Service account')).toBeTruthy();
    expect(bot.getByText('Uses an API key, not a login')).toBeTruthy();
    expect(within(await rowOf('Rahul Menon')).getByText('Disabled')).toBeTruthy();
    const own = within(await rowOf('Noor Haddad'));
    expect(own.getByText('You')).toBeTruthy();
    expect(own.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('3 people and 1 service account.')).toBeTruthy();
  });

  it('shows cards on a phone, with the same changes', async () => {
    stubWidth(true);
    server();
    show();
    const cards = await screen.findByRole('list', { name: /Staff members/ });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards).getByRole('button', { name: 'Disable Fatima Ali' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is closed to a role without staff:manage, which asks nothing of the server', async () => {
    const calls = fakeServer({ 'GET /me': { status: 200, body: { ...OWNER, role: 'manager', permissions: [] } } });
    show();
    await screen.findByText(/Only an owner can see and change the shop's staff/);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(listCalls(calls)).toEqual([]);
  });
});

describe('changing a member', () => {
  it('disables only once confirmed, then says so and reads the list again', async () => {
    const calls = server();
    const user = userEvent.setup();
    show();
    const disable = within(await rowOf('Fatima Ali')).getByRole('button', { name: 'Disable Fatima Ali' });
    await user.click(disable);
    expect(disable.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Their sessions end at once/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(document.activeElement).toBe(disable);

    await user.click(disable);
    await user.click(screen.getByRole('button', { name: 'Yes, disable Fatima Ali' }));
    await screen.findByText('Fatima Ali is disabled and signed out everywhere.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/members/2/disable',
      headers: { 'x-csrf-token': 'csrf-1' },
    });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThanOrEqual(2));
    const row = within(await rowOf('Fatima Ali'));
    expect(row.getByText('Disabled')).toBeTruthy();
    // The same button now enables, and has the focus back.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Enable Fatima Ali'));
  });

  it("shows the server's refusal in the member's form", async () => {
    server({ 'POST /members/2/disable': { status: 409, body: LAST_OWNER } });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Disable Fatima Ali' }));
    await user.click(screen.getByRole('button', { name: 'Yes, disable Fatima Ali' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LAST_OWNER.error);
    expect(screen.getByRole('button', { name: 'Yes, disable Fatima Ali' })).toBeTruthy();
  });

  it('enables a disabled member at once, and says a refusal', async () => {
    const invalid = { error: 'This invitation is not valid any more. Ask the owner for a new one.', code: 'CONFLICT' };
    let tries = 0;
    const calls = server({
      'POST /members/4/enable': () =>
        ++tries === 1 ? { status: 409, body: invalid } : { status: 200, body: { ...RAHUL, status: 'active' } },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Enable Rahul Menon' }));
    expect((await screen.findByRole('alert')).textContent).toBe(invalid.error);
    await user.click(screen.getByRole('button', { name: 'Enable Rahul Menon' }));
    await screen.findByText('Rahul Menon is active again and can sign in.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/members/4/enable',
      '/members/4/enable',
    ]);
  });

  it('changes a role, starting from the current one, and sends nothing when it is the same', async () => {
    const calls = server();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Change role of Fatima Ali' }));
    const form = within(screen.getByRole('form', { name: 'Change the role of Fatima Ali' }));
    expect((form.getByRole('radio', { name: 'Fulfilment' }) as HTMLInputElement).checked).toBe(true);
    expect(form.getByRole('radio', { name: 'Manager' }).getAttribute('aria-describedby')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Save role' }));
    expect(form.getByText('Fatima Ali is already Fulfilment. Choose another role.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(form.getByRole('radio', { name: 'Manager' }));
    await user.click(form.getByRole('button', { name: 'Save role' }));
    await screen.findByText('Fatima Ali is now Manager.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/members/2/role',
      body: { role: 'manager' },
    });
    expect(within(await rowOf('Fatima Ali')).getByText('Manager')).toBeTruthy();
  });

  it("keeps one member's form open at a time, and keeps it when the window turns to phone width", async () => {
    const turn = stubWidth(false);
    server();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Change role of Fatima Ali' }));
    await user.click(screen.getByRole('button', { name: 'Disable Courier app' }));
    expect(screen.queryByRole('form', { name: 'Change the role of Fatima Ali' })).toBeNull();
    expect(screen.getByText(/Its API key stops working at once/)).toBeTruthy();
    act(() => turn(true));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Its API key stops working at once/)).toBeTruthy();
  });

  it('never offers the owner role to a service account', async () => {
    server();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Change role of Courier app' }));
    const form = within(screen.getByRole('form', { name: 'Change the role of Courier app' }));
    expect(form.queryByRole('radio', { name: 'Owner' })).toBeNull();
    expect(form.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'manager',
      'fulfilment',
      'support',
      'editor',
    ]);
  });
});
