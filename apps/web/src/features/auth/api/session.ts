import type { AuthResponse } from '@shop/shared/rules';
import type { WithToken } from '@/lib/api-client';
import type { SessionInput } from '@/stores/app-store';

/**
 * The session in a login or verification answer (spec section 3): the token from the `x_auth_token` header (the
 * body's copy if a proxy dropped the header), the user's id and type; null when the answer is not that shape.
 */
export function sessionFrom({ data, token }: WithToken<AuthResponse>): SessionInput | null {
  const user = data?.user;
  const sessionToken = token ?? data?.token;
  if (
    !sessionToken ||
    !user ||
    typeof user.id !== 'number' ||
    (user.user_type !== 'user' && user.user_type !== 'corporate')
  )
    return null;
  return { token: sessionToken, userId: user.id, userType: user.user_type };
}
