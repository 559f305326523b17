import { REVIEW_MESSAGES } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productReviews, review } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { useAppStore } from '@/stores/app-store';
import { ProductReviews } from './product-reviews';
import { validateReview } from './review-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const published = [
  review({ id: 2, rating: 5, title: 'Superb', message: 'Line one\nline two', author: 'Omar S.', verified: true }),
  review({ id: 1, rating: 3, title: '<b>Fine</b>', message: '<img src=x onerror=alert(1)>', author: 'Layla H.' }),
];

describe("a product's reviews (issue 11)", () => {
  it('checks a review with the shared rule', () => {
    expect(validateReview({ rating: '', title: ' ', message: '' })).toEqual({
      rating: REVIEW_MESSAGES.ratingRequired,
      title: REVIEW_MESSAGES.titleRequired,
      message: REVIEW_MESSAGES.textRequired,
    });
    expect(validateReview({ rating: '5', title: 'Good', message: 'Very good.' })).toEqual({});
  });

  it('shows the average, the distribution and the reviews, with the badge where earned and texts as text', async () => {
    mockFetch(() => productReviews(published));
    const { container } = renderWithApp(<ProductReviews productId={1} />);
    expect(await screen.findByText('Based on 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('4.0')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Reviews by stars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '5 ★ stars:1 review',
      '4 ★ stars:0 reviews',
      '3 ★ stars:1 review',
      '2 ★ stars:0 reviews',
      '1 ★ stars:0 reviews',
    ]);
    const superb = screen.getByRole('article', { name: 'Superb' });
    expect(within(superb).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(superb).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    const fine = screen.getByRole('article', { name: '<b>Fine</b>' });
    expect(within(fine).queryByText('Verified purchase')).toBeNull();
    expect(within(fine).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('asks a guest to log in to write one, and tells a corporate buyer that individuals write them', async () => {
    mockFetch(() => productReviews());
    renderWithApp(<ProductReviews productId={1} />);
    expect(await screen.findByText('No reviews yet. Be the first to share what you think.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to write a review' }));
    expect(useAppStore.getState().user.popups.open).toBe('login');
  });

  it('tells a corporate buyer that individual shoppers write reviews', async () => {
    signInAs('corporate');
    mockFetch(() => productReviews());
    renderWithApp(<ProductReviews productId={1} />);
    expect(await screen.findByText(REVIEW_MESSAGES.individualsOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('lets a shopper write one: errors first, then the review as the server takes it', async () => {
    signInAs('user');
    const fetch = mockFetch((url, _body, init) => {
      if (url.includes('/auth/my-review/')) return { status: 200, review: null };
      if (init?.method === 'POST')
        return jsonResponse(201, { status: 201, message: REVIEW_MESSAGES.saved, review: review({ id: 9 }) });
      return productReviews(published);
    });
    renderWithApp(<ProductReviews productId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(form).getByLabelText('Title'), 'Lovely');
    await userEvent.type(within(form).getByLabelText('Your review'), 'Soft and ripe.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', REVIEW_MESSAGES.saved));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toMatch(/\/reviews$/);
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      product_id: 1,
      rating: 4,
      title: 'Lovely',
      message: 'Soft and ripe.',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull());
  });

  it("shows the shopper's own review with Edit and Delete", async () => {
    signInAs('user');
    const fetch = mockFetch((url, _body, init) => {
      if (url.includes('/auth/my-review/')) return { status: 200, review: review({ id: 5, title: 'Mine' }) };
      if (init?.method === 'PUT')
        return { status: 200, message: REVIEW_MESSAGES.updated, review: review({ id: 5, title: 'Mine, edited' }) };
      return productReviews(published);
    });
    renderWithApp(<ProductReviews productId={1} />);
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByRole('article', { name: 'Mine' })).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.clear(within(form).getByLabelText('Title'));
    await userEvent.type(within(form).getByLabelText('Title'), 'Mine, edited');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', REVIEW_MESSAGES.updated));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toMatch(/\/reviews\/5$/);
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ title: 'Mine, edited', rating: 4 });
  });
});
