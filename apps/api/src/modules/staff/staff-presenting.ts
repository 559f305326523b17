import { ROLE_PERMISSIONS, STAFF_INVITE_HOURS, type StaffMe, type StaffMember, type StaffRole } from '@shop/shared';
import type { Message } from '../../notifier/notifier.ts';
import type { StaffRow } from './staff.repo.ts';

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

/** A member as staff calls answer: never a password hash, TOTP secret, key, invitation or session. */
export function presentMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    kind: row.kind as StaffMember['kind'],
    status: row.status as StaffMember['status'],
    created_at: iso(row.createdAt)!,
    last_login_at: iso(row.lastLoginAt),
    invite_expires_at: row.status === 'invited' ? iso(row.inviteExpiresAt) : null,
  };
}

export function presentMe(row: StaffRow): StaffMe {
  return { ...presentMember(row), permissions: [...ROLE_PERMISSIONS[row.role as StaffRole]] };
}

/** What the audit log keeps of a member before and after a change: the same safe fields. */
export function auditedMember(row: StaffRow) {
  const { id, email, name, role, kind, status } = row;
  return { id, email, name, role, kind, status };
}

/** The invitation's e-mail: who invites them to what, and the link to set a password and an authenticator. */
export function invitationMail(member: StaffRow, link: string): Message {
  return {
    channel: 'email',
    to: member.email,
    subject: 'You are invited to the Cellar back office',
    text:
      `Hello ${member.name},\n\nYou have been invited to the Cellar back office as ${member.role}.\n` +
      `Set your password and authenticator app here within ${STAFF_INVITE_HOURS} hours:\n${link}\n`,
    purpose: 'staff-invite',
  };
}
