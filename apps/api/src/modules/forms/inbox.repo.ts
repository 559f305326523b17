import { INBOX_PAGE_SIZE, ROLE_PERMISSIONS, STAFF_ROLES, type ContactMessageView } from '@shop/shared';
import { asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { contactMessages, platinumMembers } from './forms.schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type PlatinumMemberRow = typeof platinumMembers.$inferSelect;

/** The roles that answer the inbox: whom a message may be assigned to. */
const ANSWERING_ROLES = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('inbox:answer'));

/** The inbox's reading and moving of the forms' rows (issue 26): contact messages and Platinum Club members. */
export function createInboxRepo(db: Database) {
  const inView = (view: ContactMessageView) =>
    view === 'done' ? isNotNull(contactMessages.doneAt) : isNull(contactMessages.doneAt);

  return {
    /** A page of messages: open ones oldest first (answered in turn), done ones newest first. */
    async messages(view: ContactMessageView, page: number) {
      const where = inView(view);
      const order =
        view === 'done'
          ? [desc(contactMessages.doneAt), desc(contactMessages.id)]
          : [asc(contactMessages.createdAt), asc(contactMessages.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(...order)
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async message(id: number): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    },

    /** Locks a message until the transaction ends, so two members' moves are told apart in the audit log. */
    async lockMessage(id: number): Promise<ContactMessageRow | undefined> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      return row;
    },

    async updateMessage(
      id: number,
      values: Partial<Pick<ContactMessageRow, 'assignedTo' | 'readAt' | 'doneAt'>>,
    ): Promise<ContactMessageRow> {
      const [row] = await db.update(contactMessages).set(values).where(eq(contactMessages.id, id)).returning();
      return row!;
    },

    /** Active people (not service accounts) whose role answers the inbox, by name. */
    async assignees(): Promise<{ id: number; name: string }[]> {
      return queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from staff_members
          where kind = 'person' and status = 'active' and role = any(${sql.param([...ANSWERING_ROLES])}::text[])
          order by name, id`,
      );
    },

    /** Names of staff members by id (whoever a message is assigned to, even one no longer answering). */
    async staffNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from staff_members where id = any(${sql.param([...new Set(ids)])}::int[])`,
      );
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },

    /** A page of Platinum Club members, newest first. */
    async members(page: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(platinumMembers)
          .orderBy(desc(platinumMembers.createdAt), desc(platinumMembers.id))
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE),
        db.select({ n: count() }).from(platinumMembers),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Every member, by joining date: the export. */
    async allMembers(): Promise<PlatinumMemberRow[]> {
      return db.select().from(platinumMembers).orderBy(asc(platinumMembers.createdAt), asc(platinumMembers.id));
    },
  };
}

export type InboxRepo = ReturnType<typeof createInboxRepo>;
