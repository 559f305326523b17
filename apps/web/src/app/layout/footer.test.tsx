import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { httpsUrl } from '@/config/env';
import { useAppStore } from '@/stores/app-store';
import { mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { Footer } from './footer';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

function renderFooter() {
  mockFetch(() => ({
    status: 200,
    data: {
      address: 'Warehouse',
      store_address: 'Store',
      phone: '+971 4 000 0000',
      phone_link: 'tel:+97140000000',
      map_link: 'https://maps.example/w',
      store_map_link: 'https://maps.example/s',
      email: 'help@shop.example',
      chat_link: 'https://wa.me/9714',
    },
  }));
  renderWithApp(<Footer />, { route: '/about' });
  return within(screen.getByRole('navigation', { name: 'Customer service' }));
}

describe('footer My Orders (spec section 2)', () => {
  it("answers a guest with 'Please Login First.' and does not navigate", async () => {
    const service = renderFooter();
    await userEvent.click(service.getByRole('button', { name: 'My Orders' }));
    expect(notify).toHaveBeenCalledWith('warn', 'Please Login First.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
  });

  it('treats a login flag without a token as a guest, as the account routes do', () => {
    useAppStore.setState((s) => ({ user: { ...s.user, isLoggedIn: true } }));
    expect(renderFooter().getByRole('button', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('links a logged-in user to their orders', () => {
    signInAs('user');
    expect(renderFooter().getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
  });

  it('is hidden for corporate buyers', () => {
    signInAs('corporate');
    const service = renderFooter();
    expect(service.queryByRole('link', { name: 'My Orders' })).toBeNull();
    expect(service.queryByRole('button', { name: 'My Orders' })).toBeNull();
  });
});

describe('footer social links', () => {
  it("link to the shop's own profiles, in a new tab, with a name each", () => {
    renderFooter();
    const links = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Cellar on Instagram (opens in a new tab)',
      'Cellar on Facebook (opens in a new tab)',
      'Cellar on X (opens in a new tab)',
    ]);
    for (const a of links) {
      const url = new URL(a.getAttribute('href') ?? '');
      expect(url.protocol).toBe('https:');
      // A profile, not the network's home page or a '#' placeholder.
      expect(url.pathname.replace(/\/$/, '')).not.toBe('');
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('takes a configured profile URL only when it is https', () => {
    expect(httpsUrl('https://www.instagram.com/other.shop/', 'https://fallback.example/a')).toBe(
      'https://www.instagram.com/other.shop/',
    );
    expect(httpsUrl(undefined, 'https://fallback.example/a')).toBe('https://fallback.example/a');
    expect(httpsUrl('  ', 'https://fallback.example/a')).toBe('https://fallback.example/a');
    expect(httpsUrl('#', 'https://fallback.example/a')).toBe('https://fallback.example/a');
    expect(httpsUrl('javascript:alert(1)', 'https://fallback.example/a')).toBe('https://fallback.example/a');
  });
});
