import type { ModeratedComment, ModeratedReview } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage } from '../../testing/pages.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { ModerationPage } from './moderation-page.tsx';

const comment: ModeratedComment = {
  id: 41,
  post: { id: 5, title: 'Serving reds in summer', route: 'serving-reds' },
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  message: 'I keep my reds at 14°C.',
  status: 'pending',
  created_at: '2026-03-12T10:00:00.000Z',
  decided_at: null,
};
const review: ModeratedReview = {
  id: 9,
  product: { id: 3, name: 'Alpha Blanc Reserve', route: 'alpha-blanc-reserve' },
  rating: 1,
  title: 'Corked',
  message: 'Smelled of wet cardboard.',
  author: 'Omar Saleh',
  email: 'omar@example.ae',
  created_at: '2026-03-12T10:00:00.000Z',
  hidden_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the moderation screen', () => {
  it('lists pending comments with their post and approves one, saying where it now shows', async () => {
    let approved = false;
    const calls = fakeServer({
      'GET /comments': () => ({ status: 200, body: onePage(approved ? [] : [comment], 20) }),
      'POST /comments/41/moderate': () => {
        approved = true;
        return { status: 200, body: { ...comment, status: 'approved' } };
      },
    });
    const user = userEvent.setup();
    renderAt('/moderation', [['/moderation', <ModerationPage />]]);
    const item = (await screen.findByText('I keep my reds at 14°C.')).closest('li')!;
    expect(within(item).getByText('Serving reds in summer')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: "Approve Layla Haddad's comment" }));
    await screen.findByText("Approved: Layla Haddad's comment now shows under “Serving reds in summer”.");
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/comments/41/moderate',
      body: { decision: 'approve' },
    });
    await screen.findByText('No comment is waiting for a decision.');
  });

  it('hides a review from the reviews tab', async () => {
    const calls = fakeServer({
      'GET /reviews': { status: 200, body: onePage([review], 20) },
      'POST /reviews/9/visibility': { status: 200, body: { id: 9, product_id: 3, hidden_at: '2026-03-13T10:00:00Z' } },
    });
    const user = userEvent.setup();
    renderAt('/moderation?tab=reviews', [['/moderation', <ModerationPage />]]);
    await user.click(await screen.findByRole('button', { name: 'Hide the review “Corked”' }));
    await screen.findByText(/^Hidden: “Corked” no longer shows on Alpha Blanc Reserve/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ hidden: true });
  });
});
