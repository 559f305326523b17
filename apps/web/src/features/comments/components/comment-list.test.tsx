import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommentList } from './comment-list';

const comments = [
  {
    id: 4,
    name: '<b>Omar</b>',
    created_at: '2025-03-01T21:30:00.000Z',
    message: '<script>alert(1)</script>\nSecond line & more',
  },
  { id: 9, name: 'Layla', created_at: '2025-03-04T08:00:00.000Z', message: 'Agreed.' },
];

describe('the comments under a post (decision 017)', () => {
  it('shows each name, day and text as typed, markup as text, in the order sent', () => {
    const { container } = render(<CommentList comments={comments} />);
    const section = screen.getByRole('region', { name: '2 comments' });
    const items = within(within(section).getByRole('list')).getAllByRole('article');
    expect(items.map((a) => a.querySelector('.comment__name')?.textContent)).toEqual(['<b>Omar</b>', 'Layla']);
    expect(items[0]).toHaveAccessibleName('<b>Omar</b>');
    expect(items[0]!.querySelector('.comment__text')?.textContent).toBe(
      '<script>alert(1)</script>\nSecond line & more',
    );
    expect(container.querySelector('script, b')).toBeNull();
    // The shop's day (Dubai, UTC+4): 21:30 UTC on 1 March is already 2 March there.
    expect(within(items[0]!).getByText('2 March 2025')).toHaveAttribute('datetime', '2025-03-01T21:30:00.000Z');
  });

  it('invites the first comment when there is none', () => {
    render(<CommentList comments={[]} />);
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent(
      'No comments yet. Be the first to share your thoughts.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
