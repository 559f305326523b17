import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { useAppStore } from '@/stores/app-store';
import { mockFetch, signInAs } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

const NOT_FOUND = 'Sorry, this page could not be found';
const initialUser = useAppStore.getState().user;


function renderAt(path: string) {
  mockFetch(() => ({ status: 200, data: [] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

const pageHeading = () => screen.findByRole('heading', { level: 1 });


describe('account routes (spec section 2)', () => {
  it.each(['/account', '/account/profile', '/account/orders', '/account/orders/12', '/account/anything'])('do not exist for a guest: %s is not found', async (path) => {
    useAppStore.setState({ user: { ...initialUser, ageValid: true } });
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
  });

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
  });

  it.each(['/account/orders', '/account/orders/12'])('%s is not found for a corporate buyer', async (path) => {
    signInAs('corporate');
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
  });
});

describe('cart, wishlist and checkout (spec section 2)', () => {
  it.each(['/cart', '/wishlist', '/checkout'])('%s is not found for a corporate buyer', async (path) => {
    signInAs('corporate');
    renderAt(path);
    expect(await pageHeading()).toHaveTextContent(NOT_FOUND);
  });

  it.each(['/cart', '/wishlist'])('a guest can open %s', async (path) => {
    useAppStore.setState({ user: { ...initialUser, ageValid: true } });
    renderAt(path);
    expect(await pageHeading()).not.toHaveTextContent(NOT_FOUND);
  });
});
