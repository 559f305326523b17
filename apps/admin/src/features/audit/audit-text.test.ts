import type { StaffMember } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { actionLabel, actorOf, entityOf, formatWhen, idOwnerOf, shownEntityId } from './audit-text.ts';

const courier = { id: 9, kind: 'service', name: 'Courier app' } as StaffMember;

describe('how an entry reads', () => {
  it("writes the moment on the shop's clock (Dubai, UTC+4)", () => {
    expect(formatWhen('2026-03-12T21:05:09.000Z')).toBe('13 Mar 2026, 01:05:09');
  });

  it('names who made it as they were then, and says a service account', () => {
    expect(actorOf({ actor: 'Noor Haddad <noor@cellar.ae> (manager)', staff_id: 2 })).toEqual({
      name: 'Noor Haddad',
      email: 'noor@cellar.ae',
      role: 'Manager',
      service: false,
    });
    expect(actorOf({ actor: 'Courier app <courier@cellar.ae> (fulfilment)', staff_id: 9 }, [courier])).toMatchObject({
      name: 'Courier app',
      role: 'Fulfilment',
      service: true,
    });
    expect(actorOf({ actor: 'command line (staff:create)', staff_id: 1 })).toEqual({
      name: 'command line (staff:create)',
      service: false,
    });
  });

  it('links an order by its number and a customer by id; an ID to its owner', () => {
    const entry = (entity: string, entity_id: string, after: Record<string, unknown> | null = null) => ({
      entity,
      entity_id,
      before: null,
      after,
    });
    expect(entityOf(entry('order', '42'))).toEqual({ text: 'Order CEL-000042', to: '/orders/CEL-000042' });
    expect(entityOf(entry('customer', '17'))).toEqual({ text: 'Customer 17', to: '/customers/17' });
    expect(entityOf(entry('quotation', '7'))).toEqual({ text: 'Quotation QUO-000007' });
    expect(entityOf(entry('stock', '339')).to).toBeUndefined();
    expect(entityOf(entry('coupon', '4', { code: 'SPRING10' }))).toEqual({ text: 'Coupon SPRING10', to: '/coupons/4' });
    expect(idOwnerOf(entry('eid', '2', { user_id: 4 }))).toBe(4);
    expect(idOwnerOf(entry('order', '2', { user_id: 4 }))).toBeUndefined();
    // The filter's field shows the number people know, which finds the same entries.
    expect(shownEntityId('order', '42')).toBe('CEL-000042');
    expect(shownEntityId('quotation', '7')).toBe('QUO-000007');
    expect(shownEntityId('customer', '17')).toBe('17');
  });

  it('words known actions and shows others as recorded', () => {
    expect(actionLabel('order.move')).toBe('Moved an order');
    expect(actionLabel('coupon.create')).toBe('coupon.create');
  });
});
