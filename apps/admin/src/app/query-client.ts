import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSession, sessionEndFor, SIGNED_OUT_CALL } from '../session/session.ts';

/**
 * The one query client: a call answered 401 (session over) or with a stale CSRF token ends the session in this tab,
 * and every screen goes back to sign-in; other failures stay with the screen that made the call.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    const reason = sessionEndFor(error);
    if (reason !== undefined) endSession(client, reason);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    // Signing in and accepting an invitation are made without a session: their 401 is a wrong code, not an ending.
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.[SIGNED_OUT_CALL]) onError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: (count, error) => sessionEndFor(error) === undefined && count < 2, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return client;
}
