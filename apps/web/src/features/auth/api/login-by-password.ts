import {
  DEFAULT_PHONE_COUNTRY,
  mobileForVerification,
  type AuthResponse,
  type PasswordLoginBody,
} from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The body of a password login: an e-mail address as `email`, anything else as a mobile number. A local number
 * (`050 123 4567`) is read in the shop's default country, the UAE, as the phone input starts there.
 */
export function passwordLoginBody(identifier: string, password: string): PasswordLoginBody {
  const id = identifier.trim();
  if (id.includes('@')) return { email: id, password };
  const mobile = mobileForVerification(id);
  return {
    mobile: /^0[1-9]\d+$/.test(mobile) ? `+${DEFAULT_PHONE_COUNTRY.dialCode}${mobile.slice(1)}` : mobile,
    password,
  };
}

/** `POST /auth/login` (the spec's own client's login, issue 8): e-mail or mobile number and password. */
export function passwordLogin({ identifier, password }: { identifier: string; password: string }) {
  return api.postForSession<AuthResponse>('/auth/login', passwordLoginBody(identifier, password));
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: passwordLogin });
}
