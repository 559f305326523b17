import type { AuthResponse, CodeSentResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toFormData } from './form-data';

/** `POST /newLogin` (multipart, spec section 7): a 6-digit code by SMS to the mobile number. */
export function sendLoginCode(mobile: string): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/newLogin', toFormData({ mobile }));
}

/** `POST /resendOTP` (multipart): another code, 30 s after the last one at the earliest. */
export function resendLoginCode(mobile: string): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/resendOTP', toFormData({ mobile }));
}

/** `POST /verifyOTP` (multipart): the code logs in. */
export function verifyLoginCode({ mobile, otp }: { mobile: string; otp: string }) {
  return api.postForSession<AuthResponse>('/verifyOTP', toFormData({ mobile, otp }));
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}

export function useResendLoginCode() {
  return useMutation({ mutationFn: resendLoginCode });
}

export function useVerifyLoginCode() {
  return useMutation({ mutationFn: verifyLoginCode });
}
