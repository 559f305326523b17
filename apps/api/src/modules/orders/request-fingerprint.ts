import { createHash } from 'node:crypto';
import { ORDER_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/errors.ts';

/** A value with every object's keys in order, so two bodies that mean the same read the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What a make-order request asked, as a SHA-256 hex digest of its user and its validated body (keys in order),
 * stored with the order beside its `Idempotency-Key`: a retry that asks the same gets the first order back, and the
 * same key sent with another request is refused (issue 23), as Stripe does.
 */
export function requestFingerprint(userId: number, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, canonical(body)]))
    .digest('hex');
}

/** The key came with another request than the one that placed its order (issue 23): refused, as Stripe does. */
export class IdempotencyKeyReused extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused, {
      'idempotency-key': [ORDER_MESSAGES.idempotencyKeyReused],
    });
  }
}
