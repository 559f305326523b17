import type { MessageResponse, ResetPasswordBody } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /forget-password`: e-mails a code to reset the password (the same answer for an address with no account). */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/forget-password', { email });
}

/** `POST /reset-password`: the e-mailed code and the new password; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/reset-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
