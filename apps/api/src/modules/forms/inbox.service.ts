import {
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  PLATINUM_CSV_COLUMNS,
  toPaged,
  type AuditAction,
  type ContactMessage,
  type ContactMessagePage,
  type ContactMessageView,
  type InboxAssignee,
  type PlatinumMember,
  type PlatinumMemberPage,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { formatCsv } from '../../lib/csv.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { ContactMessageRow, InboxRepo, PlatinumMemberRow } from './inbox.repo.ts';

export interface InboxServiceDeps {
  repo: InboxRepo;
  /** A move of a message and its audit entry, in one transaction. */
  staffWrite: UnitOfWork<Audited<InboxRepo>>;
}

const iso = (value: string | null) => (value === null ? null : toIsoTimestamp(value));
const BYTE_ORDER_MARK = '\uFEFF';

function presentMember(row: PlatinumMemberRow): PlatinumMember {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    date_of_birth: row.dateOfBirth,
    preferences: row.preferences,
    joined_at: toIsoTimestamp(row.createdAt),
  };
}

/**
 * The inbox's contact messages and Platinum Club (issue 26, item 8): messages are read, assigned to a member who
 * answers the inbox, and marked done, each move audited; members are listed and exported as CSV.
 */
export function createInboxService({ repo, staffWrite }: InboxServiceDeps) {
  async function present(rows: ContactMessageRow[]): Promise<ContactMessage[]> {
    const names = await repo.staffNames(rows.flatMap((r) => (r.assignedTo === null ? [] : [r.assignedTo])));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      subject: row.subject,
      message: row.message,
      status: row.doneAt ? 'done' : row.readAt ? 'read' : 'new',
      assignee:
        row.assignedTo === null ? null : { id: row.assignedTo, name: names.get(row.assignedTo) ?? 'A former member' },
      created_at: toIsoTimestamp(row.createdAt),
      read_at: iso(row.readAt),
      done_at: iso(row.doneAt),
    }));
  }

  /** Changes a message under its lock, with one audit entry naming what changed; unchanged, it records nothing. */
  async function move(
    actor: StaffActor,
    id: number,
    action: Extract<AuditAction, `contact_message.${string}`>,
    change: (row: ContactMessageRow) => Partial<Pick<ContactMessageRow, 'assignedTo' | 'readAt' | 'doneAt'>> | null,
  ): Promise<ContactMessage> {
    const row = await staffWrite(async (tx) => {
      const before = await tx.repo.lockMessage(id);
      if (!before) throw new NotFoundError(INBOX_MESSAGES.messageNotFound);
      const values = change(before);
      if (!values) return before;
      const after = await tx.repo.updateMessage(id, values);
      await tx.audit.record(actor, {
        action,
        entity: 'contact_message',
        entityId: id,
        before: Object.fromEntries(Object.keys(values).map((k) => [k, before[k as keyof ContactMessageRow]])),
        after: values,
      });
      return after;
    });
    return (await present([row]))[0]!;
  }

  const now = () => new Date().toISOString();

  return {
    async messages(view: ContactMessageView, page: number): Promise<ContactMessagePage> {
      const { rows, total } = await repo.messages(view, page);
      return toPaged(await present(rows), page, total, INBOX_PAGE_SIZE);
    },

    assignees: (): Promise<InboxAssignee[]> => repo.assignees(),

    /** Opening a message marks it read, once: reading it again changes nothing. */
    read: (actor: StaffActor, id: number) =>
      move(actor, id, 'contact_message.read', (row) => (row.readAt ? null : { readAt: now() })),

    /** Assigns a message to a member who answers the inbox, or to no one (null); assigning reads it too. */
    async assign(actor: StaffActor, id: number, staffId: number | null): Promise<ContactMessage> {
      if (staffId !== null && !(await repo.assignees()).some((a) => a.id === staffId))
        throw new ValidationError(INBOX_MESSAGES.assigneeUnknown, { staff_id: [INBOX_MESSAGES.assigneeUnknown] });
      return move(actor, id, 'contact_message.assign', (row) =>
        row.assignedTo === staffId ? null : { assignedTo: staffId, ...(row.readAt ? {} : { readAt: now() }) },
      );
    },

    /** Done: answered, off the open list. Done twice is done once. */
    done: (actor: StaffActor, id: number) =>
      move(actor, id, 'contact_message.done', (row) =>
        row.doneAt ? null : { doneAt: now(), ...(row.readAt ? {} : { readAt: now() }) },
      ),

    async members(page: number): Promise<PlatinumMemberPage> {
      const { rows, total } = await repo.members(page);
      return toPaged(rows.map(presentMember), page, total, INBOX_PAGE_SIZE);
    },

    /** Every member as a CSV file for a spreadsheet (a byte order mark; formulas neutralised by `formatCsv`). */
    async membersCsv(): Promise<string> {
      const rows = (await repo.allMembers()).map(presentMember);
      return (
        BYTE_ORDER_MARK +
        formatCsv([
          PLATINUM_CSV_COLUMNS,
          ...rows.map((m) => [
            m.first_name,
            m.last_name,
            m.email,
            m.mobile,
            m.date_of_birth,
            m.preferences.join(' '),
            m.joined_at,
          ]),
        ])
      );
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
