import type { StaffMe } from '@shop/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfToken, setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { LoginPage } from './login-page.tsx';

const ME: StaffMe = {
  id: 1,
  email: 'noor@cellar.ae',
  name: 'Noor',
  role: 'owner',
  kind: 'person',
  status: 'active',
  created_at: '2026-11-01T08:00:00.000Z',
  last_login_at: null,
  invite_expires_at: null,
  permissions: ['orders:read', 'orders:move', 'id:verify'],
};
const WRONG = { error: 'The e-mail, password or authenticator code is wrong.', code: 'STAFF_LOGIN_FAILED' };

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('signing in', () => {
  it('says a refusal in an alert, then signs in with the code and keeps the CSRF token', async () => {
    let tries = 0;
    const calls = fakeServer({
      'GET /me': { status: 401, body: { error: 'Please sign in to the back office.', code: 'STAFF_LOGIN_REQUIRED' } },
      'POST /login': () =>
        ++tries === 1
          ? { status: 401, body: WRONG }
          : { status: 200, body: { staff: ME, csrf_token: 'csrf-1', expires_at: '2026-11-28T20:00:00.000Z' } },
    });
    const user = userEvent.setup();
    renderAt('/login', [
      ['/login', <LoginPage />],
      ['/orders', <p>The queue</p>],
    ]);
    await user.type(await screen.findByLabelText('E-mail'), 'noor@cellar.ae');
    await user.type(screen.getByLabelText('Password'), 'a long pass phrase');
    await user.type(screen.getByLabelText('Authenticator code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG.error);
    // A refused sign-in is no ended session: the form stays, with what was typed.
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('noor@cellar.ae');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('The queue');
    expect(calls.filter((c) => c.path === '/login').map((c) => c.body)).toEqual([
      { email: 'noor@cellar.ae', password: 'a long pass phrase', totp: '123456' },
      { email: 'noor@cellar.ae', password: 'a long pass phrase', totp: '123456' },
    ]);
    expect(csrfToken()).toBe('csrf-1');
  });

  it('switches to a recovery code and back', async () => {
    const calls = fakeServer({ 'GET /me': { status: 401, body: {} }, 'POST /login': { status: 401, body: WRONG } });
    const user = userEvent.setup();
    renderAt('/login', [['/login', <LoginPage />]]);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await user.type(screen.getByLabelText('E-mail'), 'noor@cellar.ae');
    await user.type(screen.getByLabelText('Password'), 'a long pass phrase');
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHIJ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/login')).toBe(true));
    expect(calls.find((c) => c.path === '/login')!.body).toEqual({
      email: 'noor@cellar.ae',
      password: 'a long pass phrase',
      recovery_code: 'abcde-fghij',
    });
    await user.click(screen.getByRole('button', { name: 'Use the authenticator code instead' }));
    expect(screen.getByLabelText('Authenticator code')).toBeTruthy();
  });
});
