import { AUDIT_ACTIONS, AUDIT_ENTITIES, type StaffMember } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { actionLabel, actorOf, entityKindLabel, entityOf, formatWhen, idOwnerOf, shownEntityId } from './audit-text.ts';

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
    expect(actionLabel('category.reorder')).toBe('Reordered categories');
    expect(actionLabel('offer.update')).toBe('Changed an offer text');
    expect(actionLabel('coupon.teleport')).toBe('coupon.teleport');
  });

  it('words every action and entity kind the server records, each differently', () => {
    const actions = AUDIT_ACTIONS.map(actionLabel);
    expect(AUDIT_ACTIONS.filter((a) => actionLabel(a) === a || !actionLabel(a).trim())).toEqual([]);
    expect(new Set(actions).size).toBe(AUDIT_ACTIONS.length);
    const kinds = AUDIT_ENTITIES.map(entityKindLabel);
    expect(AUDIT_ENTITIES.filter((e) => entityKindLabel(e) === e)).toEqual([]);
    expect(new Set(kinds).size).toBe(AUDIT_ENTITIES.length);
  });

  it('links a product, its prices and an article, and names a reordered list', () => {
    const entry = (entity: string, entity_id: string) => ({ entity, entity_id, before: null, after: null });
    expect(entityOf(entry('product', '12'))).toEqual({ text: 'Product 12', to: '/catalog/products/12' });
    expect(entityOf(entry('product_price', '12')).to).toBe('/catalog/products/12');
    expect(entityOf(entry('post', '3'))).toEqual({ text: 'Blog post 3', to: '/content/posts/3' });
    expect(entityOf(entry('news', '5'))).toEqual({ text: 'News item 5', to: '/content/news/5' });
    expect(entityOf(entry('brand', 'all'))).toEqual({ text: 'Every brand' });
    expect(entityOf(entry('category', 'top'))).toEqual({ text: 'Top-level categories' });
    expect(entityOf(entry('category', '4'))).toEqual({ text: 'Category 4' });
  });
});
