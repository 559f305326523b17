import { describe, expect, it } from 'vitest';
import { eidFileProblem, EID_MAX_BYTES, ORDER_MESSAGES, orderNumber } from './order-rules.ts';

describe('order rules', () => {
  it('numbers an order as the orders table does: CEL- and its id in six digits', () => {
    expect(orderNumber(42)).toBe('CEL-000042');
    expect(orderNumber(1_234_567)).toBe('CEL-1234567');
  });

  it('takes an Emirates ID that is an image or a PDF of 10 MB at most, and says why not otherwise', () => {
    expect(eidFileProblem({ type: 'image/jpeg', size: 2048 })).toBeNull();
    expect(eidFileProblem({ type: 'application/pdf', size: EID_MAX_BYTES })).toBeNull();
    expect(eidFileProblem({ type: 'image/gif', size: 2048 })).toBe(ORDER_MESSAGES.eidType);
    expect(eidFileProblem({ type: 'image/png', size: EID_MAX_BYTES + 1 })).toBe(ORDER_MESSAGES.eidTooLarge);
  });
});
