import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { useAppStore, type AppState, type UserType } from '@/stores/app-store';

/** Puts a session of `userType` in the store, as a finished login would (past the age gate). */
export function signInAs(userType: UserType, user: Partial<AppState['user']> = {}) {
  const current = useAppStore.getState().user;
  useAppStore.setState({ user: { ...current, ageValid: true, isLoggedIn: true, authToken: 'token', userId: 7, userType, ...user } });
}

/** Shows the current URL so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders through the app's providers and a memory router at `route` (matched by `path`). */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={<>{ui}<LocationProbe /></>} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, client };
}

/** Replaces `fetch` with a handler that answers JSON per request; returns the mock for assertions. */
export function mockFetch(handler: (url: string, body: unknown) => unknown | Promise<unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const payload = await handler(url, body);
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}
