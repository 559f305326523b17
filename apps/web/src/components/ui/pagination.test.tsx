import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('renders the pages of every screen width, marking those only one shows (CSS hides the others)', () => {
    render(<Pagination page={10} pageCount={20} hrefFor={(p) => `/shop/wine?page=${p}`} onChange={() => {}} />);
    const item = (name: string) => screen.getByRole('link', { name }).closest('li');
    expect(item('Page 1')).not.toHaveClass('only-wide');
    expect(item('Page 2')).toHaveClass('only-wide');
    expect(item('Page 19')).toHaveClass('only-wide');
    expect(item('Page 20')).not.toHaveClass('only-wide');
    expect(document.querySelectorAll('.page-gap.only-narrow')).toHaveLength(1);
    expect(document.querySelectorAll('.page-gap.only-wide')).toHaveLength(1);
    expect(document.querySelectorAll('.page-gap:not(.only-wide):not(.only-narrow)')).toHaveLength(1);
  });

  it('moves with real links, handled in place', async () => {
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={3} hrefFor={(p) => `/news?page=${p}`} onChange={onChange} />);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/news?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
