import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';

/** A screen as the app shows it: the app's query client and a router at `path`. */
export function renderAt(path: string, routes: Array<[string, ReactNode]>) {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routes.map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

type Answer = { status: number; body?: unknown };

/**
 * A fake server: each call is answered by the first handler whose method and path match, and recorded.
 */
export function fakeServer(handlers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: Array<{ method: string; path: string; headers: Record<string, string>; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = String(init.method ?? 'GET');
      const path = url.split('?')[0]!.replace('/api/v1/staff', '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, headers: init.headers as Record<string, string>, body });
      const handler = handlers[`${method} ${path}`];
      const answer = typeof handler === 'function' ? handler(body) : (handler ?? { status: 404, body: {} });
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? {}), { status: answer.status });
    }),
  );
  return calls;
}
