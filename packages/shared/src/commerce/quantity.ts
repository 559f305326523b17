import { z } from 'zod';

/** Decimal digits and nothing else: how a form field or the spec's client writes a quantity as text. */
const DIGITS = /^\d+$/;

/**
 * A quantity in a request (cart lines, make-order's `product[]`, quotation lines): a JSON integer, or a string of
 * decimal digits, as multipart forms and the spec's client may send it (issue 23). Nothing else is read as a number:
 * `"0x10"`, `"1e1"`, `" 5"`, `"1.5"` and `true` would all pass `Number()` or `z.coerce`, and are refused with the
 * field's own message. Answers the quantity as a number from 1 to `max`. `message`, when given, is the one text of
 * every refusal (a form that says the whole rule at once).
 */
export function quantitySchema(field: string, max: number, message?: string) {
  const whole = message ?? `${field} must be a whole number.`;
  return z
    .union(
      [z.number({ error: whole }).int({ error: whole }), z.string({ error: whole }).regex(DIGITS, { error: whole })],
      { error: whole },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: message ?? `${field} must be 1 or more.` })
        .max(max, { error: message ?? `${field} must be ${max} or fewer.` }),
    )
    .describe(`a whole number from 1 to ${max}, as a JSON integer or a string of digits`);
}
