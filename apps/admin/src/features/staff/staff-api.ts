import type { StaffInviteBody, StaffMember, StaffRole } from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The owner's staff calls (issue 25, item 2): the members, inviting one, and changing one. */

export const staffKeys = {
  all: ['staff-members'] as const,
  list: ['staff-members', 'list'] as const,
};

export const fetchMembers = () => api.get<StaffMember[]>('/members');

/** Answers the new member (invited); the link to accept goes to their e-mail, never back to the owner. */
export const inviteMember = (body: StaffInviteBody) => api.post<StaffMember>('/members', body);

export const disableMember = (id: number) => api.post<StaffMember>(`/members/${id}/disable`);

export const enableMember = (id: number) => api.post<StaffMember>(`/members/${id}/enable`);

export const changeRole = (id: number, role: StaffRole) => api.post<StaffMember>(`/members/${id}/role`, { role });
