import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '@shop/shared/rules';
import { formatDateTimeYear as formatDateTime } from '../../lib/shop-format.ts';

export { formatDateTime };

/** How the staff screen words roles, states and sign-ins. */

/** What each role may do, in one line (issue 25, item 3): shown beside every choice of a role. */
export const ROLE_DUTIES: Readonly<Record<StaffRole, string>> = {
  owner: 'Everything, including staff and the audit log.',
  manager: 'Orders, ID checks, customers, stock, the catalog, prices, coupons, content, the inbox and reports.',
  fulfilment: 'The order queue, packing, handover and stock counts.',
  support: 'Reads orders and customers, and answers the customer inbox.',
  editor: 'The catalog and the content: products, pictures, posts and pages, but no prices or coupons.',
};

/** The roles a member may be given: a service account is never an owner (the server refuses it too). */
export const rolesFor = (kind: StaffMember['kind']): readonly StaffRole[] =>
  kind === 'service' ? STAFF_ROLES.filter((role) => role !== 'owner') : STAFF_ROLES;

export const roleLabel = (role: StaffRole) => STAFF_ROLE_LABELS[role];

export const STATE_LABELS: Readonly<Record<StaffMember['status'], string>> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

export const STATE_TONES: Readonly<Record<StaffMember['status'], string>> = {
  active: 'tag--ok',
  invited: 'tag--warn',
  disabled: 'tag--bad',
};

/** The members as the list shows them: the working staff first, the disabled after; each group as the server sends. */
export const byState = (members: StaffMember[]) =>
  [...members].sort((a, b) => Number(a.status === 'disabled') - Number(b.status === 'disabled'));

/** The last-sign-in column: a time, or why there is none. */
export function signInText(member: StaffMember, now: Date = new Date()): string {
  if (member.kind === 'service') return 'Uses an API key, not a login';
  if (member.last_login_at) return formatDateTime(member.last_login_at);
  if (member.status !== 'invited' || !member.invite_expires_at) return 'Never';
  return new Date(member.invite_expires_at) > now
    ? `Not yet; their link works until ${formatDateTime(member.invite_expires_at)}`
    : 'Not yet; their link has lapsed';
}
