import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, CSRF_HEADER, errorText, staffUrl } from './client.ts';
import { csrfToken, setCsrfToken } from './csrf-token.ts';

/** The fetch calls the client made: method, URL and headers. */
function fakeFetch(status = 200, body: unknown = { ok: true }) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body?: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('the API client', () => {
  beforeEach(() => setCsrfToken('csrf-of-this-session'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setCsrfToken(null);
  });

  it('sends the CSRF token on every write, and never on a read', async () => {
    const calls = fakeFetch();
    await api.get('/orders');
    await api.post('/orders/CEL-000001/state', { state: 'confirmed', version: 1 });
    await api.put('/somewhere', { a: 1 });
    await api.delete('/somewhere');
    expect(calls.map((c) => [c.method, c.headers[CSRF_HEADER]])).toEqual([
      ['GET', undefined],
      ['POST', 'csrf-of-this-session'],
      ['PUT', 'csrf-of-this-session'],
      ['DELETE', 'csrf-of-this-session'],
    ]);
    expect(calls[1]).toMatchObject({
      url: '/api/v1/staff/orders/CEL-000001/state',
      headers: { 'content-type': 'application/json' },
      body: '{"state":"confirmed","version":1}',
    });
  });

  it('sends no token before a sign-in, nor after signing out', async () => {
    setCsrfToken(null);
    const calls = fakeFetch();
    await api.post('/login', { email: 'a@b.c' });
    expect(calls[0]!.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('keeps the token for a reload of the tab (sessionStorage), and forgets it at sign-out', () => {
    expect(sessionStorage.getItem('cellar-admin-csrf')).toBe('csrf-of-this-session');
    setCsrfToken(null);
    expect(sessionStorage.getItem('cellar-admin-csrf')).toBeNull();
    expect(csrfToken()).toBeNull();
  });

  it("reads the shop's error payload into an ApiError the screens show", async () => {
    fakeFetch(409, { error: 'The order changed meanwhile: it is now packed.', code: 'CONFLICT' });
    const error = await api.post('/orders/CEL-1/state', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'The order changed meanwhile: it is now packed.',
    });
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/could not reach the shop/);
  });

  it('answers nothing for a 204, and leaves empty filters out of the address', async () => {
    fakeFetch(204);
    await expect(api.post('/logout')).resolves.toBeUndefined();
    expect(staffUrl('/orders', { tab: 'new', q: '', from: undefined, page: 2 })).toBe(
      '/api/v1/staff/orders?tab=new&page=2',
    );
  });
});
