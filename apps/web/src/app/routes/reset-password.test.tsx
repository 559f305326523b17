import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { Component as ResetPasswordPage } from './reset-password';

describe('/reset-password', () => {
  it("reads the link's token from the fragment once, and takes it out of the address bar", async () => {
    window.history.replaceState(null, '', `/reset-password#token=${'b'.repeat(43)}`);
    renderWithApp(<ResetPasswordPage />, { route: '/reset-password' });
    expect(await screen.findByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/reset-password');
  });

  it('offers a new link when the page is opened without a token', async () => {
    window.history.replaceState(null, '', '/reset-password');
    renderWithApp(<ResetPasswordPage />, { route: '/reset-password' });
    expect(await screen.findByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });
});
