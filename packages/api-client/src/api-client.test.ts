import { describe, expect, it } from 'vitest';
import { ApiError, errorFromPayload, withQuery } from './index.ts';

describe('a call', () => {
  it('carries its query without empty values', () => {
    expect(withQuery('/orders', { tab: 'new', q: '', page: 2, from: undefined, to: null })).toBe(
      '/orders?tab=new&page=2',
    );
    expect(withQuery('/orders')).toBe('/orders');
    expect(withQuery('/search', { q: 'rosé & co' })).toBe('/search?q=ros%C3%A9+%26+co');
  });
});

describe('a refusal', () => {
  it("reads the shop's error payload: its text, code and problems by field", () => {
    const error = errorFromPayload(400, {
      error: 'The e-mail is invalid.',
      code: 'VALIDATION_FAILED',
      errors: { email: ['The e-mail is invalid.'] },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'The e-mail is invalid.' });
    expect(error.serverMessage).toBe('The e-mail is invalid.');
    expect(error.fields).toEqual({ email: ['The e-mail is invalid.'] });
  });

  it('falls back to a plain sentence for an answer that is not the payload', () => {
    const error = errorFromPayload(502, '<html>Bad gateway</html>', 'The shop did not answer.');
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: 'The shop did not answer.' });
    expect(error.serverMessage).toBeNull();
    expect(error.fields).toEqual({});
    expect(errorFromPayload(500, null).message).toBe('Request failed (500).');
  });
});
