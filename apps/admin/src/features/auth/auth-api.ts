import type { StaffInvitation, StaffLoginAnswer } from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The sign-in calls of decision 024. */

export type SecondFactor = { totp: string } | { recovery_code: string };

export const login = (email: string, password: string, factor: SecondFactor) =>
  api.post<StaffLoginAnswer>('/login', { email, password, ...factor });

export const logout = () => api.post<void>('/logout');

export const invitation = (token: string) => api.get<StaffInvitation>(`/invitations/${encodeURIComponent(token)}`);

export const acceptInvitation = (token: string, password: string, totp: string) =>
  api.post<{ recovery_codes: string[] }>('/invitations/accept', { token, password, totp });
