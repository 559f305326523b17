import type { ChangePasswordBody, MessageResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /auth/change-password`: current, new and confirmation; every session of the account ends (log in again). */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
