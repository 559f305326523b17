import { describe, expect, it } from 'vitest';
import { auditQuery, auditSearch, entityFilter, readAuditParams } from './audit-params.ts';

describe('the audit log in the address', () => {
  it('reads the filters, keeping only what the server takes', () => {
    const params = readAuditParams(
      new URLSearchParams('staff=3&entity=order&entity_id=%2042%20&from=2026-03-01&to=bad&before=120'),
    );
    expect(params).toEqual({
      staff: 3,
      entity: 'order',
      entityId: '42',
      from: '2026-03-01',
      to: undefined,
      before: 120,
    });
    expect(readAuditParams(new URLSearchParams('staff=-1&entity=DROP%20TABLE&before=x'))).toEqual({
      staff: undefined,
      entity: undefined,
      entityId: undefined,
      from: undefined,
      to: undefined,
      before: undefined,
    });
  });

  it('writes a view back, and the plain log is plain', () => {
    expect(auditSearch({})).toBe('');
    expect(auditSearch({ staff: 2, entity: 'customer', entityId: '17', from: '2026-03-01', to: '2026-03-02' })).toBe(
      '?staff=2&entity=customer&entity_id=17&from=2026-03-01&to=2026-03-02',
    );
    const search = '?staff=2&entity=stock&before=40';
    expect(auditSearch(readAuditParams(new URLSearchParams(search)))).toBe(search);
  });

  it('asks the server with its names', () => {
    expect(auditQuery({ staff: 2, entity: 'order', entityId: '42', before: 9 }, 50)).toEqual({
      staff_id: 2,
      entity: 'order',
      entity_id: '42',
      from: undefined,
      to: undefined,
      before_id: 9,
      limit: 50,
    });
  });

  it('finds an order or a quotation by the number people see, which is its id padded', () => {
    expect(entityFilter('', 'cel-000042')).toEqual({ entity: 'order', entityId: '42' });
    expect(entityFilter('order', 'CEL-000042')).toEqual({ entity: 'order', entityId: '42' });
    expect(entityFilter(undefined, 'QUO-000007')).toEqual({ entity: 'quotation', entityId: '7' });
    // Another kind chosen: the text is looked for as typed.
    expect(entityFilter('customer', 'CEL-000042')).toEqual({ entity: 'customer', entityId: 'CEL-000042' });
    expect(entityFilter('customer', ' 17 ')).toEqual({ entity: 'customer', entityId: '17' });
    expect(entityFilter('Bad kind', '')).toEqual({ entity: undefined, entityId: undefined });
  });
});
