import type { AuthResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toFormData } from './form-data';

/** The claims of a Google ID token the social payload repeats (the server trusts only the verified token). */
function claims(credential: string): { name?: string; email?: string; picture?: string } {
  try {
    const part = credential.split('.')[1] ?? '';
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as { name?: string; email?: string; picture?: string };
  } catch {
    return {};
  }
}

/** `POST /google-login` (multipart, spec sections 3 and 7): the social payload with Google's ID token. */
export function googleLogin(credential: string) {
  const { name, email, picture } = claims(credential);
  return api.postForSession<AuthResponse>(
    '/google-login',
    toFormData({
      user_type: 'user',
      full_name: name,
      email,
      profile: picture,
      is_social: 'true',
      google_token: credential,
    }),
  );
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}
