import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as NewsletterLinkPage } from './newsletter-link';

const TOKEN = 'a1'.repeat(32);

describe('the newsletter link pages', () => {
  it('confirms with the fragment token, once, and takes it out of the address bar', async () => {
    window.history.replaceState(null, '', `/newsletter/confirm#token=${TOKEN}`);
    const fetch = mockFetch(() => ({ message: 'ignored: the page says its own words' }));
    renderWithApp(<NewsletterLinkPage action="confirm" />, { route: '/newsletter/confirm' });
    expect(await screen.findByText(/Your subscription is confirmed/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/subscribers\/confirm$/);
    expect(JSON.parse(String(init!.body))).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe('');
  });

  it('unsubscribes without a login and says plainly that a second time changes nothing', async () => {
    window.history.replaceState(null, '', `/newsletter/unsubscribe#token=${TOKEN}`);
    mockFetch(() => ({ message: 'ok' }));
    renderWithApp(<NewsletterLinkPage action="unsubscribe" />, { route: '/newsletter/unsubscribe' });
    expect(
      await screen.findByText(/You are unsubscribed\..*If you were unsubscribed already, nothing changed\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from our newsletter');
  });

  it('says a link is not valid when the server knows no such token, or there is none', async () => {
    window.history.replaceState(null, '', `/newsletter/unsubscribe#token=${TOKEN}`);
    mockFetch(() => jsonResponse(404, { error: 'not found', code: 'NOT_FOUND' }));
    const { unmount } = renderWithApp(<NewsletterLinkPage action="unsubscribe" />, {
      route: '/newsletter/unsubscribe',
    });
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
    unmount();
    window.history.replaceState(null, '', '/newsletter/confirm');
    const fetch = mockFetch(() => ({}));
    fetch.mockClear();
    renderWithApp(<NewsletterLinkPage action="confirm" />, { route: '/newsletter/confirm' });
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
