import type { AuditEntry, StaffMember } from '@shop/shared/rules';
import { api } from '../../api/client.ts';
import { auditQuery, type AuditParams } from './audit-params.ts';

/** The audit log's calls (issue 25, item 4): read only, as the log is append-only. */

/** Entries on one page of the log, newest first. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next, older page; null on the last. */
  next_before_id: number | null;
}

export const auditKeys = {
  all: ['audit'] as const,
  page: (params: AuditParams) => ['audit', 'page', params] as const,
  members: ['audit', 'members'] as const,
};

export const fetchAuditPage = (params: AuditParams) =>
  api.get<AuditPage>('/audit', auditQuery(params, AUDIT_PAGE_SIZE));

/** Everyone who may appear in the log, for the member filter (needs `staff:manage`). */
export const fetchMembers = () => api.get<StaffMember[]>('/members');
