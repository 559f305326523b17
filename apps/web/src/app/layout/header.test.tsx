import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Header, LOGIN_SOON_TEXT } from './header';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

describe('header', () => {
  it("a guest's Login does not lead to the account routes, which do not exist for guests", async () => {
    mockFetch(() => ({ status: 200, data: [] }));
    renderWithApp(<Header />, { route: '/about' });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(notify).toHaveBeenCalledWith('info', LOGIN_SOON_TEXT);
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
