import type { CodeSentResponse, MessageResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /auth/delete-account/code`: e-mails the code that confirms deleting the account. */
export function requestAccountDeletion(): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/auth/delete-account/code', {});
}

/** `POST /auth/delete-account`: with that code, erases the account and ends its sessions. */
export function deleteAccount(code: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/delete-account', { code });
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
