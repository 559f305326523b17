import { ACCOUNT_MESSAGES, SIGNUP_MESSAGES } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { AuthPopups } from './auth-popups';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

describe('forgot-password popup', () => {
  it('e-mails a link and a code, then sets the new password with the code and opens the password login', async () => {
    let answer: Response | object = { status: 200, message: ACCOUNT_MESSAGES.resetSent };
    const fetch = mockFetch(() => answer);
    useAppStore.getState().showPopup('forgotPassword');
    renderWithApp(<AuthPopups />);
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(notify).toHaveBeenLastCalledWith('warn', SIGNUP_MESSAGES.emailRequired);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'layla@example.ae');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(fetch.mock.lastCall![0]).toBe('/api/v1/forget-password');
    expect(notify).toHaveBeenLastCalledWith('success', ACCOUNT_MESSAGES.resetSent);
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toHaveTextContent('layla@example.ae');

    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-cellar-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(notify).toHaveBeenLastCalledWith('warn', ACCOUNT_MESSAGES.passwordsDiffer);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-cellar-secret');
    answer = jsonResponse(422, { error: 'Invalid OTP. Please try again.', code: 'INVALID_CODE' });
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(notify).toHaveBeenLastCalledWith('error', 'Invalid OTP. Please try again.');

    answer = { status: 200, message: ACCOUNT_MESSAGES.passwordReset };
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toEqual({
      email: 'layla@example.ae',
      code: '123456',
      password: 'a-new-cellar-secret',
    });
    expect(notify).toHaveBeenLastCalledWith('success', ACCOUNT_MESSAGES.passwordReset);
    expect(useAppStore.getState().user.popups).toMatchObject({ open: 'login', loginMode: 'password' });
    expect(await screen.findByLabelText('E-mail or mobile number')).toBeInTheDocument();
  });
});
