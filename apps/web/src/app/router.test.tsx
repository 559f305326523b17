import { STOREFRONT_ROUTES, matchStorefrontRoute } from '@shop/shared/rules';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, matchRoutes } from 'react-router';
import { useAppStore } from '@/stores/app-store';
import { mockFetch, signInAs } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { AppRoutes, NOT_FOUND_ROUTE_ID, appRoutes } from './router';

const NOT_FOUND = 'Sorry, this page could not be found';
const initialUser = useAppStore.getState().user;

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

const pageHeading = () => screen.findByRole('heading', { level: 1 }, { timeout: 3000 });

/** A path of every route in the shared table, with sample parameters. */
const TABLE_PATHS = STOREFRONT_ROUTES.map(
  (route) => [route.name, route.pattern.replace(/:(\w+)/g, (_, key: string) => `sample-${key}`)] as const,
);

describe('the route table (shared with the server)', () => {
  it.each(TABLE_PATHS)('the router renders the %s page at %s', async (_, path) => {
    signInAs('user');
    // Every record answers 404, so pages show their own "this product could not be found" and the
    // like: only the catch-all route says "this page".
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{"error":"Not found.","code":"NOT_FOUND"}', { status: 404 }),
    );
    renderAt(path);
    expect(await pageHeading()).not.toHaveTextContent(NOT_FOUND);
  });

  it.each(['/no-such-page', '/shop', '/shop/wine/red-wine/extra', '/account/anything', '/blog/a/b/c'])(
    '%s is the not-found page',
    async (path) => {
      signInAs('user');
      mockFetch(() => ({ status: 200, data: [] }));
      renderAt(path);
      expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
    },
  );

  it.each([
    ...TABLE_PATHS.map(([, path]) => path),
    '/',
    '//',
    '/about/',
    '/about//',
    '/ABOUT',
    '/Shop/Wine',
    '/shop/premium',
    '/shop/PREMIUM',
    '/shop/premium/x',
    '/shop//wine',
    '/shop/wine/',
    '/product/a%2Fb',
    '/product/caf%C3%A9',
    '/account/orders/12',
    '/x',
    '/shop/wine/red/extra',
    '/about-us',
  ])('React Router and matchStorefrontRoute agree on %s', (path) => {
    const routed = matchRoutes(appRoutes, path)?.at(-1)?.route.id ?? NOT_FOUND_ROUTE_ID;
    expect(routed).toBe(matchStorefrontRoute(path)?.name ?? NOT_FOUND_ROUTE_ID);
  });
});

describe('account routes (spec section 2)', () => {
  it.each(['/account', '/account/profile', '/account/orders'])(
    'do not exist for a guest: %s is not found',
    async (path) => {
      useAppStore.setState({ user: { ...initialUser, ageValid: true } });
      mockFetch(() => ({ status: 200, data: [] }));
      renderAt(path);
      expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
    },
  );

  it('a login flag without a token is no session', async () => {
    useAppStore.setState({ user: { ...initialUser, ageValid: true, isLoggedIn: true } });
    renderAt('/account');
    expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
  });

  it.each(['/account', '/account/profile', '/account/orders'])('exist for a user: %s', async (path) => {
    signInAs('user');
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent('My account');
  });

  it('corporate buyers have account and profile but no orders', async () => {
    signInAs('corporate');
    renderAt('/account/profile');
    expect(await pageHeading()).toHaveTextContent('My account');
    expect(matchStorefrontRoute('/account/orders')?.name).toBe('accountOrders');
  });

  it.each(['/account/orders', '/account/order?number=CEL-000001'])(
    '%s is not found for a corporate buyer',
    async (path) => {
      signInAs('corporate');
      renderAt(path);
      expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
    },
  );

  it('one order is not found for a guest', async () => {
    useAppStore.setState({ user: { ...initialUser, ageValid: true } });
    renderAt('/account/order?number=CEL-000001');
    expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
  });
});

describe('cart, wishlist and checkout (spec section 2)', () => {
  it.each(['/cart', '/wishlist', '/checkout', '/checkout/confirmation?order=CEL-000001'])(
    '%s is not found for a corporate buyer',
    async (path) => {
      signInAs('corporate');
      renderAt(path);
      expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
    },
  );

  it.each(['/cart', '/wishlist'])('a guest can open %s', async (path) => {
    useAppStore.setState({ user: { ...initialUser, ageValid: true } });
    mockFetch(() => ({ status: 200, data: [] }));
    renderAt(path);
    expect(await pageHeading()).not.toHaveTextContent(NOT_FOUND);
  });

  it.each(['/checkout', '/checkout/confirmation?order=CEL-000001'])('%s asks a guest to log in first', async (path) => {
    useAppStore.setState({ user: { ...initialUser, ageValid: true } });
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent('Checkout');
    expect(screen.getByText('Please Login First to Checkout.')).toBeInTheDocument();
  });
});
