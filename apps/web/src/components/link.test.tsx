import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from './link';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('renders the address and navigates on a plain click without a page load', () => {
    renderAt(
      '/',
      <Link to="/shop/wine?page=2" className="x">
        Wine
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Wine' });
    expect(link).toHaveAttribute('href', '/shop/wine?page=2');
    expect(link).toHaveClass('x');
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/shop/wine?page=2');
  });

  it('leaves a click with a modifier key to the browser (a new tab)', () => {
    renderAt('/', <Link to="/shop/wine">Wine</Link>);
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('runs its own click handler first, which may cancel the navigation', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/shop/wine" onClick={onClick}>
        Wine
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('resolves a relative address against the route it is in', () => {
    renderAt(
      '/blog/wine',
      <Routes>
        <Route path="/blog/:category" element={<Link to="page-2">Next</Link>} />
      </Routes>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/blog/wine/page-2');
  });
});

describe('NavLink', () => {
  it('marks the link to the page shown, and styles it by a function or with the class active', () => {
    renderAt(
      '/shop/wine',
      <>
        <NavLink to="/shop/wine" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Wine
        </NavLink>
        <NavLink to="/shop/beer" className="chip">
          Beer
        </NavLink>
        <NavLink to="/shop" className="chip">
          Shop
        </NavLink>
        <NavLink to="/shop" end className="chip">
          Shop only
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Wine' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Wine' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Beer' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Beer' })).toHaveAttribute('class', 'chip');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveClass('chip', 'active');
    expect(screen.getByRole('link', { name: 'Shop only' })).not.toHaveClass('active');
  });
});

describe('isActivePath', () => {
  it.each([
    ['/shop/wine', '/shop/wine', false, true],
    ['/Shop/Wine', '/shop/wine', true, true],
    ['/shop/wine/red', '/shop/wine', false, true],
    ['/shop/wine/red', '/shop/wine', true, false],
    ['/shop/wines', '/shop/wine', false, false],
    ['/shop/wine/red', '/shop/wine/', false, true],
    ['/', '/', true, true],
    ['/blog', '/', false, false], // as the router's own: home is active only on home
    ['/blog', '/', true, false],
  ])('%s against %s (end %s) is %s', (current, target, end, expected) => {
    expect(isActivePath(current, target, end)).toBe(expected);
  });
});
