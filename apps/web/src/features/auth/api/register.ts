import type { AuthResponse, CodeSentResponse, SignupInput } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /auth/register` (spec section 7): the sign-up, or with a session the edited profile, and how to send its
 * code (`email_verification` true: e-mail, false: SMS). Nothing is created before the code comes back.
 */
export function register({
  form,
  emailVerification,
}: {
  form: SignupInput;
  emailVerification: boolean;
}): Promise<CodeSentResponse> {
  return api.post<CodeSentResponse>('/auth/register', { ...form, email_verification: emailVerification });
}

/**
 * `POST /auth/email-verification`: the code with the address it went to; answers the session (header `x_auth_token`).
 */
export function verifyAccount(body: { code: string; email: string } | { code: string; mobile: string }) {
  return api.postForSession<AuthResponse>('/auth/email-verification', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
