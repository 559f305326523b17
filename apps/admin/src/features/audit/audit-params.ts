/**
 * The audit log's filters live in the address (`/admin/audit?entity=order&entity_id=42&from=2026-03-01`): a reload,
 * the back button and a link sent to a colleague all show the same entries. `before` is the paging cursor (the
 * oldest entry id of the page before), so "older entries" is an address too.
 */
export interface AuditParams {
  staff?: number;
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
  before?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** What the server takes as an entity's kind (AuditQuerySchema). */
const ENTITY = /^[a-z_]{1,40}$/;
const ENTITY_ID_MAX = 60;

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * An entity filter as the log stores it. Orders and quotations are recorded by id; people type the number they see
 * (`CEL-000042`, `QUO-000007`), which is the id padded (the tables' generated numbers), so either finds the entity,
 * and a number alone says which kind it is.
 */
export function entityFilter(
  entity: string | null | undefined,
  typedId: string | null | undefined,
): Pick<AuditParams, 'entity' | 'entityId'> {
  const kind = entity?.trim() && ENTITY.test(entity.trim()) ? entity.trim() : undefined;
  const text = typedId?.trim().slice(0, ENTITY_ID_MAX) || undefined;
  const number = text ? /^(CEL|QUO)-0*(\d{1,9})$/i.exec(text) : null;
  if (!number) return { entity: kind, entityId: text };
  const numbered = number[1]!.toUpperCase() === 'CEL' ? 'order' : 'quotation';
  if (kind && kind !== numbered) return { entity: kind, entityId: text };
  return { entity: numbered, entityId: number[2] };
}

/** Reads the filters, keeping only what the server takes (a hand-edited address shows the whole log, not an error). */
export function readAuditParams(search: URLSearchParams): AuditParams {
  const day = (name: string) => (DAY.test(search.get(name) ?? '') ? search.get(name)! : undefined);
  return {
    staff: positive(search.get('staff')),
    ...entityFilter(search.get('entity'), search.get('entity_id')),
    from: day('from'),
    to: day('to'),
    before: positive(search.get('before')),
  };
}

/** The address of a view of the log; with no filter it is plain `/audit`. */
export function auditSearch(params: AuditParams): string {
  const search = new URLSearchParams();
  if (params.staff) search.set('staff', String(params.staff));
  if (params.entity) search.set('entity', params.entity);
  if (params.entityId) search.set('entity_id', params.entityId);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.before) search.set('before', String(params.before));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The query of `staffListAudit` for a view. */
export function auditQuery(params: AuditParams, limit: number) {
  return {
    staff_id: params.staff,
    entity: params.entity,
    entity_id: params.entityId,
    from: params.from,
    to: params.to,
    before_id: params.before,
    limit,
  };
}

/** How many filters are set: the results line says whether the log is narrowed. */
export function activeFilters(params: AuditParams): number {
  return [params.staff, params.entity, params.entityId, params.from, params.to].filter(Boolean).length;
}
