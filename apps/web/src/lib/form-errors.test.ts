import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { firstFieldErrors, focusFirstInvalid, serverFieldErrors } from './form-errors';

const FIELDS = ['name', 'email', 'items'] as const;

describe('form errors', () => {
  it('keeps the first message of each field, by the first part of its path; the rest goes to the fallback', () => {
    expect(
      firstFieldErrors(
        [
          { path: ['email'], message: 'Bad e-mail.' },
          { path: ['email'], message: 'Second.' },
          { path: ['items', 1, 'qty'], message: 'Bad quantity.' },
          { path: [], message: 'Whole body.' },
          { path: ['unknown'], message: 'Not a field.' },
        ],
        FIELDS,
      ),
    ).toEqual({ email: 'Bad e-mail.', items: 'Bad quantity.', name: 'Whole body.' });
    expect(firstFieldErrors([{ path: [], message: 'Whole body.' }], FIELDS, 'items')).toEqual({ items: 'Whole body.' });
  });

  it("reads the server's field errors from its refusal, and nothing from any other error", () => {
    const refusal = new ApiError(400, 'Invalid.', 'VALIDATION_FAILED', {
      'items.0.price_variation_id': ['No such size.'],
      email: ['Bad e-mail.', 'x'],
    });
    expect(serverFieldErrors(refusal, FIELDS)).toEqual({ items: 'No such size.', email: 'Bad e-mail.' });
    expect(serverFieldErrors(new ApiError(500, 'Down.', 'HTTP_ERROR'), FIELDS)).toEqual({});
    expect(serverFieldErrors(new Error('x'), FIELDS)).toEqual({});
  });

  it("focuses the first field with an error, in the form's order", () => {
    document.body.innerHTML = '<form><input name="name"><input name="email"><input name="items"></form>';
    const form = document.querySelector('form');
    expect(focusFirstInvalid(form, FIELDS, { items: 'x', email: 'y' })).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[name="email"]'));
    expect(focusFirstInvalid(form, FIELDS, {})).toBe(false);
  });
});
