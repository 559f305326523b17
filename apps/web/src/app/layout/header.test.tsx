import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Header } from './header';

describe('header', () => {
  it("a guest's Login opens the login popup and stays on the page (account routes do not exist for guests)", async () => {
    mockFetch(() => ({ status: 200, data: [] }));
    renderWithApp(<Header />, { route: '/about' });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(useAppStore.getState().user.popups).toMatchObject({ open: 'login', loginMode: 'code' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
  });

  it('shows corporate buyers no cart or wishlist', () => {
    signInAs('corporate', { userId: 3 });
    renderWithApp(<Header />);
    expect(screen.queryByRole('button', { name: /^Cart,/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Wishlist,/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
  });
});
