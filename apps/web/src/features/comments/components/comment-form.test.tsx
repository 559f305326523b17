import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { checkComment } from '../check-comment';
import { CommentForm } from './comment-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const good = { name: 'Layla Haddad', email: 'layla@example.com', message: 'Lovely read.\nWhich glass for a Barolo?' };
const SUBMITTED = { status: 201, message: 'Review has been Submitted Successfully!' };

/** The API: a new token per token call (token-1, token-2...), and `post` answering the comment. */
function api(post: (body: unknown) => unknown = () => jsonResponse(201, SUBMITTED)) {
  let tokens = 0;
  return mockFetch((url, body) =>
    url.includes('/comment-token?blog_id=') ? { status: 200, form_token: `token-${++tokens}` } : post(body),
  );
}
const calls = (fetch: ReturnType<typeof api>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(path));

async function fill(values: Partial<typeof good>) {
  const labels = { name: 'Name', email: 'E-mail', message: 'Comment' } as const;
  for (const [field, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
}

/** The form's live region (the app's providers have their own). */
const status = () => within(screen.getByRole('form', { name: 'Leave a comment' })).getByRole('status');

/** The form as a page holds it: a guest's until the signed-in reader's details arrive (the button stands for that). */
function SignsInLater() {
  const [prefill, setPrefill] = useState<{ name: string; email: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setPrefill({ name: 'Layla Haddad', email: 'layla@example.com' })}>
        Details arrive
      </button>
      <CommentForm blogId={7} prefill={prefill} />
    </>
  );
}

/** Moves this device's clock past the 3 s a token must age, without waiting for them. */
function laterBy(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

/** Renders the form, waits for its first token, and sends a good comment once that token is old enough. */
async function sendGoodComment() {
  const fetch = api();
  renderWithApp(<CommentForm blogId={7} />);
  await waitFor(() => expect(calls(fetch, '/comment-token?blog_id=7')).toHaveLength(1));
  await fill(good);
  laterBy(5_000);
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  return fetch;
}

afterEach(() => vi.useRealTimers());

describe('the comment form (decision 017)', () => {
  it('checks every field with the shared rule, links included', () => {
    expect(checkComment({ ...good, name: ' ', message: '' }).errors).toEqual({
      name: 'Please Enter Name.',
      message: 'Please Enter Message.',
    });
    expect(checkComment({ ...good, message: 'http://a.example www.b.example c.example/x' }).errors).toEqual({
      message: 'Please include at most 2 links.',
    });
    expect(checkComment(good).errors).toEqual({});
  });

  it('shows the errors under their fields, focuses the first, and sends nothing', async () => {
    const fetch = api();
    renderWithApp(<CommentForm blogId={7} />);
    await fill({ email: 'layla@' });
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please Enter Name.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please Enter Message.')).toBeInTheDocument();
    expect(calls(fetch, '/comments')).toEqual([]);
  });

  it('sends the comment with the hidden field and the token once it is 3 s old, then says it awaits approval', async () => {
    const fetch = await sendGoodComment();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Review has been Submitted Successfully!'));
    const [, init] = calls(fetch, '/comments')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ blog_id: 7, ...good, website: '', form_token: 'token-1' });
    expect(status()).toHaveTextContent('Thank you! Your comment will appear here once it has been approved.');
    expect(screen.getByLabelText('Comment')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Layla Haddad');
  });

  it('sends a second comment with a new token: the server takes one comment per token', async () => {
    const fetch = await sendGoodComment();
    await waitFor(() => expect(calls(fetch, '/comment-token')).toHaveLength(2));
    await fill({ message: 'And for a Chianti?' });
    laterBy(10_000);
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls(fetch, '/comments')).toHaveLength(2));
    const tokens = calls(fetch, '/comments').map(
      ([, init]) => (JSON.parse(String(init?.body)) as { form_token: string }).form_token,
    );
    expect(tokens).toEqual(['token-1', 'token-2']);
  });

  it('waits out the rest of the 3 s for a quick reader instead of being refused', async () => {
    const fetch = api();
    renderWithApp(<CommentForm blogId={7} />);
    await waitFor(() => expect(calls(fetch, '/comment-token')).toHaveLength(1));
    await fill({ ...good, message: 'Cheers!' });
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await waitFor(() => expect(calls(fetch, '/comments')).toHaveLength(1), { timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  }, 10_000);

  it('keeps the field people never see out of sight, out of the tab order and away from screen readers', async () => {
    api();
    renderWithApp(<CommentForm blogId={7} />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByLabelText('Comment')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Post comment' })).toHaveFocus();
  });

  it("fills in a signed-in reader's name and e-mail, never over what was typed", async () => {
    api();
    renderWithApp(<SignsInLater />);
    await fill({ name: 'Layla H.' });
    await userEvent.click(screen.getByRole('button', { name: 'Details arrive' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Layla H.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('layla@example.com');
  });

  it("renders on the server as a guest's, its button disabled until the page has hydrated", () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <CommentForm blogId={7} prefill={null} />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<button type="submit" class="btn btn--primary" disabled="">Post comment<\/button>/);
  });

  it('gets a new token when the server refuses the one sent, and says why; the comment stays', async () => {
    const fetch = api(() =>
      jsonResponse(400, {
        error: 'x',
        code: 'FORM_TOKEN_EXPIRED',
        errors: { form_token: ['This form has expired. Please send your comment again.'] },
      }),
    );
    renderWithApp(<CommentForm blogId={7} />);
    await fill(good);
    laterBy(5_000);
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(status()).toHaveTextContent('This form has expired. Please send your comment again.'));
    await waitFor(() => expect(calls(fetch, '/comment-token')).toHaveLength(2));
    expect(screen.getByLabelText('Comment')).toHaveValue(good.message);
  });

  it("shows the server's field errors, its limit message, and 'Something Went Wrong!' otherwise", async () => {
    let answer: () => unknown = () =>
      jsonResponse(400, {
        error: 'Please include at most 2 links.',
        code: 'VALIDATION_FAILED',
        errors: { message: ['Please include at most 2 links.'] },
      });
    api(() => answer());
    renderWithApp(<CommentForm blogId={7} />);
    await fill(good);
    laterBy(5_000);
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Please include at most 2 links.')).toBeInTheDocument();

    const limit = 'This e-mail address has sent 5 comments in the last hour. Please try again in 42 minutes.';
    answer = () => jsonResponse(429, { error: limit, code: 'RATE_LIMITED' });
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(status()).toHaveTextContent(limit));

    answer = () => Promise.reject(new TypeError('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Something Went Wrong!'));
  });
});
