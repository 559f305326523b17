import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { ApiError, api, setSessionEndHandler, setTokenSource } from './api-client';

describe('the API client', () => {
  it('sends the bearer token while logged in, and reads the x_auth_token header', async () => {
    setTokenSource(() => 'session-token');
    const fetch = mockFetch(() => jsonResponse(200, { user: { id: 1 } }, { x_auth_token: 'new-token' }));
    const answer = await api.postForSession('/auth/login', { email: 'a@b.ae', password: 'x' });
    expect(answer).toEqual({ data: { user: { id: 1 } }, token: 'new-token' });
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({
      authorization: 'Bearer session-token',
      'content-type': 'application/json',
    });
    setTokenSource(() => null);
  });

  it('sends a FormData body as multipart, leaving the content type to the browser', async () => {
    const fetch = mockFetch(() => ({ status: 200 }));
    const form = new FormData();
    form.append('mobile', '+971501234567');
    await api.post('/newLogin', form);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('turns a refusal into an ApiError with the server message, code and field errors', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        error: 'The email has already been taken.',
        code: 'VALIDATION_FAILED',
        errors: { email: ['The email has already been taken.'] },
      }),
    );
    const err = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      serverMessage: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('turns a refusal answered inside a 200 (the login and sign-up, decision 018) into the same ApiError, with no token', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        status: 422,
        error: 'The email or mobile number and password do not match.',
        code: 'VALIDATION_FAILED',
      }),
    );
    const err = await api.postForSession('/auth/login', { email: 'a@b.ae', password: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      serverMessage: 'The email or mobile number and password do not match.',
    });
    // A cart's empty answer carries a status in its body too, but no error: it is an answer, not a refusal.
    mockFetch(() => jsonResponse(200, { status: 404, message: 'Cart is Empty' }));
    expect(await api.get('/auth/carts/1')).toEqual({ status: 404, message: 'Cart is Empty' });
  });

  it('ends the session on a 401 SESSION_INVALID for a token it sent, not otherwise', async () => {
    const ended = vi.fn();
    setSessionEndHandler(ended);
    mockFetch(() => jsonResponse(401, { error: 'Your session has ended.', code: 'SESSION_INVALID' }));
    await api.get('/auth/me').catch(() => null);
    expect(ended).not.toHaveBeenCalled();
    setTokenSource(() => 'revoked');
    await api.get('/auth/me').catch(() => null);
    expect(ended).toHaveBeenCalledTimes(1);
    setTokenSource(() => null);
    setSessionEndHandler(() => {});
  });

  it('sends extra headers (an Idempotency-Key) with the call', async () => {
    const fetch = mockFetch(() => jsonResponse(201, '/checkout?status=success'));
    await api.post('/auth/make-order', { slot: 'x' }, { headers: { 'Idempotency-Key': 'checkout-123456' } });
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({
      'Idempotency-Key': 'checkout-123456',
      'content-type': 'application/json',
    });
  });

  it('reads a file with the bearer token, and a refusal as an ApiError', async () => {
    setTokenSource(() => 'session-token');
    const fetch = mockFetch(
      () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const file = await api.blob('/auth/orders/CEL-000001/invoice');
    expect(await file.text()).toBe('%PDF-1.7');
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({ authorization: 'Bearer session-token' });
    mockFetch(() => jsonResponse(404, { error: 'Order not found.', code: 'NOT_FOUND' }));
    expect(await api.blob('/auth/orders/CEL-000002/invoice').catch((e: unknown) => e)).toMatchObject({
      status: 404,
      serverMessage: 'Order not found.',
    });
    setTokenSource(() => null);
  });
});
