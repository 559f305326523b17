/**
 * A fresh `Idempotency-Key` for one checkout attempt: random, and within the server's pattern (8–100 letters, digits,
 * dashes). Every retry of the attempt sends the same key, so the server answers the first order instead of a second.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `checkout-${crypto.randomUUID()}`;
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
