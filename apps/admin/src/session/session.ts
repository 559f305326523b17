import type { StaffMe, StaffPermission } from '@shop/shared/rules';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api/client.ts';
import { setCsrfToken } from '../api/csrf-token.ts';

/**
 * Who is signed in (decision 024): `GET /staff/me` answers the member and their role's permissions, or 401 when no
 * session is open. Every screen reads it from the query cache; the navigation and panels show only what the
 * permissions allow (the server refuses the rest anyway).
 */
export const ME_KEY = ['staff', 'me'] as const;

export async function fetchMe(): Promise<StaffMe | null> {
  try {
    return await api.get<StaffMe>('/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: false });
}

/** Whether the signed-in member's role allows this. */
export function useCan(permission: StaffPermission): boolean {
  return useMe().data?.permissions.includes(permission) ?? false;
}

/** The `meta` of a mutation made without a session (sign-in, accepting an invitation): its refusal ends nothing. */
export const SIGNED_OUT_CALL = 'signedOutCall';
export const signedOutCall = { [SIGNED_OUT_CALL]: true };

let endReason: string | null = null;

/** Why the last session ended, said once on the sign-in screen. */
export function takeEndReason(): string | null {
  const reason = endReason;
  endReason = null;
  return reason;
}

/** Forgets the session in this tab (signed out, expired, or replaced); the screens go back to sign-in. */
export function endSession(client: QueryClient, reason: string | null = null): void {
  endReason = reason;
  setCsrfToken(null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] || query.queryKey[1] !== ME_KEY[1] });
  client.setQueryData(ME_KEY, null);
}

/** What a failed call means for the session: a 401 ended it; a refused CSRF token means this tab's is stale. */
export function sessionEndFor(error: unknown): string | null | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return error.message;
  if (error.status === 403 && error.code === 'CSRF_FAILED')
    return 'This tab is no longer signed in (a newer sign-in replaced it). Please sign in again.';
  return undefined;
}
