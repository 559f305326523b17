import { LOGIN_MESSAGES } from '@shop/shared/rules';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { expectLocation, jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { AuthPopups } from './auth-popups';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const session = (id = 12) =>
  jsonResponse(
    200,
    { status: 200, message: LOGIN_MESSAGES.success, user: { id, user_type: 'user' }, token: 'body-token' },
    { x_auth_token: 'header-token' },
  );
const sent = { status: 200, message: LOGIN_MESSAGES.sent, resend_after: 30 };

function openLogin(route = '/about', loginMode: 'code' | 'password' = 'code') {
  useAppStore.setState((s) => ({ user: { ...s.user, ageValid: true } }));
  useAppStore.getState().showPopup('login', { loginMode });
  return renderWithApp(<AuthPopups />, { route });
}

async function sendCode(user = userEvent.setup(), digits = '501234567') {
  await user.type(screen.getByLabelText('Phone'), digits);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return user;
}

afterEach(() => vi.useRealTimers());

describe('login popup by mobile code (spec sections 4, 5 and 8)', () => {
  it('asks for a number first, then sends it as multipart to /newLogin', async () => {
    const fetch = mockFetch(() => sent);
    openLogin();
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.mobileRequired);
    expect(fetch).not.toHaveBeenCalled();
    await sendCode(undefined, '+971 50 123 4567');
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/newLogin');
    expect(fetch.mock.calls[0]![1]!.body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(fetch.mock.calls[0]![1]!.body as FormData)).toEqual({ mobile: '+971501234567' });
    expect(notify).toHaveBeenCalledWith('success', LOGIN_MESSAGES.sent);
    expect(screen.getByText('+971 501 234 567')).toBeInTheDocument();
  });

  it('shows the server error, or the fallback, when sending fails', async () => {
    mockFetch(() =>
      jsonResponse(429, { error: 'Please wait 12 seconds before asking for another code.', code: 'RATE_LIMITED' }),
    );
    openLogin();
    await sendCode();
    expect(notify).toHaveBeenCalledWith('error', 'Please wait 12 seconds before asking for another code.');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(notify).toHaveBeenCalledWith('error', LOGIN_MESSAGES.sendFailed);
  });

  it('wants 6 digits, shows a refusal under the field and as a toast, then logs in and goes home', async () => {
    let answer: Response | object = sent;
    const fetch = mockFetch(() => answer);
    openLogin('/shop/wine');
    const user = await sendCode();
    const code = screen.getByLabelText('6-digit code');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.otpIncomplete);

    answer = jsonResponse(422, { error: LOGIN_MESSAGES.invalidOtp, code: 'INVALID_CODE' });
    await user.type(code, '456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.invalidOtp);
    expect(notify).toHaveBeenCalledWith('error', LOGIN_MESSAGES.invalidOtp);

    answer = session();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(Object.fromEntries(fetch.mock.lastCall![1]!.body as FormData)).toEqual({
      mobile: '+971501234567',
      otp: '123456',
    });
    await expectLocation(/^\/$/);
    expect(useAppStore.getState().user).toMatchObject({
      isLoggedIn: true,
      authToken: 'header-token',
      userId: 12,
      userType: 'user',
      popups: { open: null },
    });
    expect(notify).toHaveBeenCalledWith('success', LOGIN_MESSAGES.success);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Resend only after the 30 s countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch(() => sent);
    openLogin();
    await sendCode(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(screen.getByText('0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(fetch.mock.lastCall![0]).toBe('/api/v1/resendOTP');
    expect(notify).toHaveBeenCalledWith('success', LOGIN_MESSAGES.resent);
    expect(screen.getByText('0:30')).toBeInTheDocument();
  });

  it('says the resend failed with the spec text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: Response | object = sent;
    mockFetch(() => answer);
    openLogin();
    const user = await sendCode(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    act(() => vi.advanceTimersByTime(30_000));
    answer = jsonResponse(429, { error: 'Too many codes.', code: 'RATE_LIMITED' });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(notify).toHaveBeenCalledWith('error', LOGIN_MESSAGES.resendFailed);
  });

  it('resets everything when closed and opened again', async () => {
    mockFetch(() => sent);
    openLogin();
    await sendCode();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useAppStore.getState().showPopup('login'));
    expect(screen.getByLabelText('Phone')).toHaveValue('+971');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('closes on Escape and on a backdrop click', async () => {
    openLogin();
    await userEvent.keyboard('{Escape}');
    expect(useAppStore.getState().user.popups.open).toBeNull();
  });
});

describe('login popup by password, and its links', () => {
  it('logs in through /auth/login with an e-mail or a mobile, and goes to /account', async () => {
    const fetch = mockFetch((url, body) =>
      url.endsWith('/auth/login') && (body as { password: string }).password === 'right-password'
        ? session(3)
        : jsonResponse(422, {
            error: 'The email or mobile number and password do not match.',
            code: 'VALIDATION_FAILED',
          }),
    );
    openLogin('/about', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your e-mail or mobile number.');
    await userEvent.type(screen.getByLabelText('E-mail or mobile number'), '050 123 4567');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or mobile number and password do not match.');
    expect(fetch.mock.lastCall![1]!.body).toBe(JSON.stringify({ mobile: '+971501234567', password: 'wrong' }));

    await userEvent.clear(screen.getByLabelText('E-mail or mobile number'));
    await userEvent.type(screen.getByLabelText('E-mail or mobile number'), 'layla@example.ae');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expectLocation(/^\/account$/);
    expect(useAppStore.getState().user).toMatchObject({ isLoggedIn: true, userId: 3 });
  });

  it('stays on /checkout after a password login', async () => {
    mockFetch(() => session());
    openLogin('/checkout', 'password');
    await userEvent.type(screen.getByLabelText('E-mail or mobile number'), 'layla@example.ae');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(useAppStore.getState().user.isLoggedIn).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
  });

  it('switches between code and password, and leads to forgot password and sign-up', async () => {
    openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in with a password instead' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(useAppStore.getState().user.popups.open).toBe('forgotPassword');
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    act(() => useAppStore.getState().showPopup('login'));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('has no Google button without a client id', () => {
    openLogin();
    expect(screen.queryByText('or')).toBeNull();
  });
});
