import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@shop/shared';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AuditWrite } from './audit.repo.ts';

// The audit screen words exactly the shared list; a write that could name anything else would reach the log as a
// bare name. These hold at the type check: widening the writer's action or entity to a string fails it.
describe("the audit writer's names", () => {
  it('takes only the shared actions and entity kinds', () => {
    expectTypeOf<AuditWrite['action']>().toEqualTypeOf<AuditAction>();
    expectTypeOf<AuditWrite['entity']>().toEqualTypeOf<AuditEntity>();
    const write = (entry: AuditWrite) => entry.action;
    // @ts-expect-error an action missing from the shared list
    write({ action: 'product.teleport', entity: 'product', entityId: 1, before: null, after: null });
    // @ts-expect-error an entity kind missing from the shared list
    write({ action: 'product.update', entity: 'spaceship', entityId: 1, before: null, after: null });
  });

  it('names each action as `<entity kind>.<verb>` of a known kind, once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    const kinds = new Set<string>(AUDIT_ENTITIES);
    // A price change is recorded on `product_price`, named `price.set` as the price history reads it.
    const unlike = AUDIT_ACTIONS.filter((a) => !kinds.has(a.split('.')[0]!) && a !== 'price.set');
    expect(unlike).toEqual([]);
    expect(AUDIT_ACTIONS.every((a) => /^[a-z_]+\.[a-z_]+$/.test(a) && a.length <= 60)).toBe(true);
  });
});
