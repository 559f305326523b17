import {
  shopDayEnd,
  shopDayStart,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
} from '@shop/shared';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from './staff.schema.ts';

/** Who did a staff write, and in which request: what every audit entry starts from. */
export interface StaffActor {
  staffId: number;
  /** How the entry names them, kept as it was then: `Name <email>` (role). */
  label: string;
  requestId: string | null;
}

/** One staff write: what it touched, and the entity before and after (null where it did not exist). */
export interface AuditWrite {
  /** One of the shared list, which the audit screen words: a new action is added there first. */
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** An entry has 8 parameters, and a statement takes at most 65,535. */
const ENTRIES_PER_INSERT = 1000;

const entryOf = (actor: StaffActor, write: AuditWrite) => ({
  staffId: actor.staffId,
  actor: actor.label,
  action: write.action,
  entity: write.entity,
  entityId: String(write.entityId),
  before: write.before ?? null,
  after: write.after ?? null,
  requestId: actor.requestId,
});

/**
 * The audit log (issue 25): appended to in the same transaction as the write it records, so an entry exists exactly
 * when the write does. Nothing here updates or deletes, and the database refuses both (migration 0016).
 */
export function createAuditRepo(db: Database) {
  return {
    async record(actor: StaffActor, write: AuditWrite): Promise<void> {
      await db.insert(auditLog).values(entryOf(actor, write));
    },

    /** Many writes of one request (a stock import), an entry each, in as few statements as the parameters allow. */
    async recordAll(actor: StaffActor, writes: readonly AuditWrite[]): Promise<void> {
      for (let start = 0; start < writes.length; start += ENTRIES_PER_INSERT)
        await db.insert(auditLog).values(writes.slice(start, start + ENTRIES_PER_INSERT).map((w) => entryOf(actor, w)));
    },

    /** Newest first, filtered by member, entity and the shop's calendar days; paged by id. */
    async list(query: AuditQuery): Promise<AuditEntry[]> {
      const where: SQL[] = [];
      if (query.staff_id) where.push(eq(auditLog.staffId, query.staff_id));
      if (query.entity) where.push(eq(auditLog.entity, query.entity));
      if (query.entity_id) where.push(eq(auditLog.entityId, query.entity_id));
      if (query.from) where.push(gte(auditLog.at, shopDayStart(query.from).toISOString()));
      if (query.to) where.push(lt(auditLog.at, shopDayEnd(query.to).toISOString()));
      if (query.before_id) where.push(lt(auditLog.id, query.before_id));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(query.limit);
      return rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        staff_id: row.staffId,
        actor: row.actor,
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        before: (row.before as Record<string, unknown> | null) ?? null,
        after: (row.after as Record<string, unknown> | null) ?? null,
        request_id: row.requestId,
      }));
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;

/** What a module's staff write needs of the log: to record in its transaction, one entry or many. */
export type AuditPort = Pick<AuditRepo, 'record' | 'recordAll'>;

/** A module's repository and the audit log, bound to one transaction: a staff write and its entry commit together. */
export interface Audited<R> {
  repo: R;
  audit: AuditPort;
}
