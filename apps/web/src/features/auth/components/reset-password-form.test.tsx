import { ACCOUNT_MESSAGES } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { ResetPasswordForm, tokenFromFragment } from './reset-password-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const TOKEN = 'a'.repeat(43);

describe("the reset-password page's form", () => {
  it('reads only a well-formed token from the fragment', () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment('#token=short')).toBeNull();
    expect(tokenFromFragment('')).toBeNull();
  });

  it("sets the new password with the link's token, then opens the password login", async () => {
    const fetch = mockFetch(() => ({ status: 200, message: ACCOUNT_MESSAGES.passwordReset }));
    renderWithApp(<ResetPasswordForm token={TOKEN} />);
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-cellar-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'another-one');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(notify).toHaveBeenLastCalledWith('warn', ACCOUNT_MESSAGES.passwordsDiffer);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-cellar-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(fetch.mock.lastCall![0]).toBe('/api/v1/reset-password');
    expect(JSON.parse(String(fetch.mock.lastCall![1]!.body))).toEqual({
      token: TOKEN,
      password: 'a-new-cellar-secret',
    });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith('success', ACCOUNT_MESSAGES.passwordReset));
    expect(useAppStore.getState().user.popups).toMatchObject({ open: 'login', loginMode: 'password' });
  });

  it('offers a new link when the token is spent, expired or missing', async () => {
    mockFetch(() => jsonResponse(422, { error: ACCOUNT_MESSAGES.resetLinkInvalid, code: 'INVALID_CODE' }));
    renderWithApp(<ResetPasswordForm token={TOKEN} />);
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-cellar-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-cellar-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(useAppStore.getState().user.popups).toMatchObject({ open: 'forgotPassword' });
  });
});
