import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/link';
import { createPageNavigation } from './page-navigation';
import { PageRouter } from './page-router';

/** A prepare step the test finishes by hand: each call's location, and a way to let it end. */
function preparations() {
  const pending: Array<{ path: string; done: () => void }> = [];
  const prepare = vi.fn(
    ({ pathname, search }: { pathname: string; search: string }) =>
      new Promise<void>((resolve) => pending.push({ path: `${pathname}${search}`, done: resolve })),
  );
  return { prepare, pending };
}

function Page() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  return (
    <main id="main">
      <output>{`${type} ${pathname}${search}`}</output>
      <Link to="/product/a">Product A</Link>
      <Link to="/product/b">Product B</Link>
      <Link to="?page=2">Page 2</Link>
      <button type="button" onClick={() => void navigate('/about', { replace: true })}>
        About
      </button>
    </main>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const { prepare, pending } = preparations();
  render(
    <PageRouter navigation={createPageNavigation(prepare)}>
      <Page />
    </PageRouter>,
  );
  const finish = async (index = pending.length - 1) => act(async () => pending[index]!.done());
  return { prepare, pending, finish };
}

const shown = () => screen.getByRole('status').textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a navigation to another page', () => {
  it('shows the next page only once it is ready, keeping the current one meanwhile, marked busy', async () => {
    const { prepare, finish } = renderAt('/shop/wine');
    fireEvent.click(screen.getByRole('link', { name: 'Product A' }));
    expect(prepare).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/product/a' }));
    expect(shown()).toBe('POP /shop/wine');
    expect(window.location.pathname).toBe('/shop/wine');
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    await finish();
    expect(shown()).toBe('PUSH /product/a');
    expect(window.location.pathname).toBe('/product/a');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('lets the newest of two navigations win', async () => {
    const { finish } = renderAt('/shop/wine');
    fireEvent.click(screen.getByRole('link', { name: 'Product A' }));
    fireEvent.click(screen.getByRole('link', { name: 'Product B' }));
    await finish(1);
    expect(shown()).toBe('PUSH /product/b');
    await finish(0);
    expect(shown()).toBe('PUSH /product/b');
    expect(window.location.pathname).toBe('/product/b');
  });

  it('goes through the same wait for a programmatic navigation, and replaces the entry when asked', async () => {
    const { prepare, finish } = renderAt('/shop/wine');
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(prepare).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/about' }));
    expect(shown()).toBe('POP /shop/wine');
    await finish();
    expect(shown()).toBe('REPLACE /about');
    expect(window.history.length).toBe(entries);
  });

  it('waits for Back and Forward too', async () => {
    const { prepare, finish } = renderAt('/shop/wine');
    fireEvent.click(screen.getByRole('link', { name: 'Product A' }));
    await finish();
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await act(() => popped);
    // The address is the previous page's already (the browser moved), the page shown is not yet.
    expect(prepare).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/shop/wine' }));
    expect(shown()).toBe('PUSH /product/a');
    await finish();
    expect(shown()).toBe('POP /shop/wine');
  });

  it('shows a change of the query alone at once: the page keeps its results while the next arrive', () => {
    const { prepare } = renderAt('/shop/wine');
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(prepare).not.toHaveBeenCalled();
    expect(shown()).toBe('PUSH /shop/wine?page=2');
  });
});
