import { NEWSLETTER_MESSAGES, type AlreadySubscribedResponse, type SubscribedResponse } from '@shop/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { NewsletterForm, validateNewsletterEmail } from './newsletter-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

/** What `POST /subscribers` really answers (the shared response shapes the API is built on). */
const SUBSCRIBED: SubscribedResponse = { status: 201, message: NEWSLETTER_MESSAGES.subscribed };
const ALREADY_SUBSCRIBED: AlreadySubscribedResponse = { status: 200, message: NEWSLETTER_MESSAGES.subscribed };

describe('newsletter signup (spec sections 5 and 8)', () => {
  it('validates in order: required, then a basic pattern', () => {
    expect(validateNewsletterEmail('  ')).toBe('Please Enter Email.');
    expect(validateNewsletterEmail('not-an-email')).toBe('Invalid email address..');
    expect(validateNewsletterEmail('a@b')).toBe('Invalid email address..');
    expect(validateNewsletterEmail('shopper@example.ae')).toBeNull();
  });

  it('warns without calling the server for a bad address, and confirms a good one', async () => {
    const fetch = mockFetch(() => SUBSCRIBED);
    renderWithApp(<NewsletterForm />);
    const input = screen.getByLabelText(/offers and new arrivals/);
    await userEvent.type(input, 'bad@address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(notify).toHaveBeenLastCalledWith('warn', 'Invalid email address..');
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'good@example.ae');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith('success', 'Subscribed Successfully!'));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ email: 'good@example.ae' });
  });

  it.each([
    ['a new address (201)', SUBSCRIBED],
    ['an address already on the list (200)', ALREADY_SUBSCRIBED],
    ['an answer with a message of its own', { status: 200, message: 'Welcome back' }],
  ])("confirms %s with exactly 'Subscribed Successfully!'", async (_, answer) => {
    mockFetch(() => answer);
    renderWithApp(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/offers and new arrivals/), 'again@example.ae');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Subscribed Successfully!'));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("answers a failed call with 'Something Went Wrong!'", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderWithApp(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/offers and new arrivals/), 'again@example.ae');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something Went Wrong!'));
  });
});
