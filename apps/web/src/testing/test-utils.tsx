import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { useAppStore, type AppState, type UserType } from '@/stores/app-store';

/** Puts a session of `userType` in the store, as a finished login would (past the age gate). */
export function signInAs(userType: UserType, user: Partial<AppState['user']> = {}) {
  const current = useAppStore.getState().user;
  useAppStore.setState({
    user: { ...current, ageValid: true, isLoggedIn: true, authToken: 'token', userId: 7, userType, ...user },
  });
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
          <Route
            path={path}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, client };
}

/** A JSON answer with a status and headers, for `mockFetch` handlers that need more than a 200. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * Replaces `fetch` with a handler that answers JSON per request (or a `Response` of its own); returns the mock for
 * assertions. A multipart body reaches the handler as an object of its fields.
 */
export function mockFetch(handler: (url: string, body: unknown, init?: RequestInit) => unknown | Promise<unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries(init.body)
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined;
    const payload = await handler(url, body, init);
    return payload instanceof Response ? payload : jsonResponse(200, payload);
  });
}

/**
 * Waits until the test router's location (path and query) matches: a navigation follows a request, so the location
 * shown at first is the one before it.
 */
export async function expectLocation(path: RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path), { timeout: 5000 });
}
