import { LOGIN_MESSAGES, VERIFICATION_MESSAGES as M } from '@shop/shared/rules';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore, type PendingVerification } from '@/stores/app-store';
import { expectLocation, jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { AuthPopups } from './auth-popups';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const pending: PendingVerification = {
  email: 'layla@example.ae',
  mobile: '+971501234567',
  email_verification: true,
  form: {
    user_type: 'user',
    full_name: 'Layla',
    email: 'layla@example.ae',
    password: 'vintage-cellar-42',
    mobile: '+971501234567',
    landmark: 'Mall',
    current_location: 'Marina',
    nationality: 'Emirati',
    dob: '1990-04-12',
    anniversary_date: '',
  },
};
const codeSent = (message: string) => ({ status: 200, message, resend_after: 599 });
const verified = () =>
  jsonResponse(
    200,
    { status: 200, message: M.verified, user: { id: 21, user_type: 'user' }, token: 'body' },
    { x_auth_token: 'from-header' },
  );
const wrongCode = () =>
  jsonResponse(422, {
    error: LOGIN_MESSAGES.invalidOtp,
    code: 'INVALID_CODE',
    errors: { code: [LOGIN_MESSAGES.invalidOtp] },
  });

function openVerify(route = '/about') {
  useAppStore.setState((s) => ({ user: { ...s.user, ageValid: true, verification: pending } }));
  useAppStore.getState().showPopup('verify');
  return renderWithApp(<AuthPopups />, { route });
}

afterEach(() => vi.useRealTimers());

describe('verify-account popup (spec sections 2, 4, 5 and 8)', () => {
  it('offers e-mail (default) or phone with the pending user in the labels, and sends the sign-up on Get OTP', async () => {
    const fetch = mockFetch(() => codeSent(M.sentEmail));
    openVerify();
    expect(screen.getByRole('radio', { name: 'Email: layla@example.ae' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Phone: +971501234567' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/auth/register');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ ...pending.form, email_verification: true });
    expect(notify).toHaveBeenCalledWith('success', M.sentEmail);
    expect(screen.getByText('9:59')).toBeInTheDocument();
  });

  it("shows the server's field error (errors.email[0]) or the generic one when sending fails", async () => {
    mockFetch(() =>
      jsonResponse(422, {
        error: 'The email has already been taken.',
        code: 'VALIDATION_FAILED',
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(notify).toHaveBeenCalledWith('error', 'The email has already been taken.');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(notify).toHaveBeenLastCalledWith('error', M.sendFailed);
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
  });

  it("shows 'Sending...' and disables the buttons while a request is in flight", async () => {
    let release: (r: Response) => void = () => {};
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await act(async () => release(jsonResponse(200, codeSent(M.sentEmail))));
    expect(await screen.findByRole('button', { name: 'Submit OTP' })).toBeEnabled();
  });

  it('wants a code, then verifies with the e-mail, stores the session from x_auth_token and goes to /account', async () => {
    let answer: Response | object = codeSent(M.sentEmail);
    const fetch = mockFetch(() => answer);
    openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect(notify).toHaveBeenLastCalledWith('warn', M.emptyCode);
    answer = wrongCode();
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect(notify).toHaveBeenLastCalledWith('error', M.failed);
    answer = verified();
    await userEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    // The sign-up's password proves the code is for this sign-up (decision 018).
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toEqual({
      code: '123456',
      email: 'layla@example.ae',
      password: 'vintage-cellar-42',
    });
    await expectLocation(/^\/account$/);
    expect(notify).toHaveBeenLastCalledWith('success', M.verified);
    expect(useAppStore.getState().user).toMatchObject({
      isLoggedIn: true,
      authToken: 'from-header',
      userId: 21,
      userType: 'user',
      verification: null,
      popups: { open: null },
    });
  });

  it('by phone: a rejected code clears the field and brings the Resend button; success stays on /cart', async () => {
    let answer: Response | object = codeSent(M.sentPhone);
    const fetch = mockFetch(() => answer);
    openVerify('/cart');
    await userEvent.click(screen.getByRole('radio', { name: /^Phone:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toMatchObject({
      email_verification: false,
      mobile: '+971501234567',
    });
    expect(notify).toHaveBeenLastCalledWith('success', M.sentPhone);
    answer = wrongCode();
    await userEvent.type(screen.getByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect(notify).toHaveBeenLastCalledWith('error', M.phoneRejected);
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveClass('btn');
    answer = verified();
    await userEvent.type(screen.getByLabelText('Verification code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toEqual({
      code: '111111',
      mobile: '+971501234567',
      password: 'vintage-cellar-42',
    });
    await vi.waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });

  it('returns to the method choice on a server error', async () => {
    let answer: Response | object = codeSent(M.sentEmail);
    mockFetch(() => answer);
    openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    answer = jsonResponse(422, {
      error: 'Your sign-up has expired. Please fill in the form again.',
      code: 'VALIDATION_FAILED',
    });
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit OTP' }));
    expect(notify).toHaveBeenLastCalledWith('error', 'Your sign-up has expired. Please fill in the form again.');
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
  });

  it('allows Resend only once the 9:59 countdown is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetch = mockFetch(() => codeSent(M.sentEmail));
    openVerify();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(notify).toHaveBeenLastCalledWith('warn', M.resendTooSoon);
    expect(fetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(598_000));
    expect(screen.getByText('0:01')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('0:01')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('9:59')).toBeInTheDocument();
  });

  it("shows 'Sending...' on the Resend link too while its request is in flight", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: (r: Response) => void = () => {};
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? codeSent(M.sentEmail)
        : new Promise<Response>((resolve) => {
            release = resolve;
          }),
    );
    openVerify();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    act(() => vi.advanceTimersByTime(600_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => release(jsonResponse(200, codeSent(M.sentEmail))));
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('Back returns to the register popup with the details kept', async () => {
    openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(useAppStore.getState().user.popups).toMatchObject({ open: 'register', registerMode: 'signup' });
    expect(screen.getByLabelText('Full name')).toHaveValue('Layla');
    expect(screen.getByLabelText('Phone')).toHaveValue('+971 501 234 567');
  });

  it('is closable, and closing forgets the pending sign-up', async () => {
    openVerify();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useAppStore.getState().user).toMatchObject({ verification: null, popups: { open: null } });
  });
});
