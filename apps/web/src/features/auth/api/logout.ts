import type { MessageResponse } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** `POST /auth/logout`: ends this session on the server. */
export function logoutOnServer(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/logout', {});
}

/**
 * Logout (spec section 4): the server ends the session, then the client forgets the user, the details and the age
 * answer, and the account's cached reads. The client logs out even when the server cannot be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logoutOnServer().catch(() => null),
    onSettled: () => {
      useAppStore.getState().logout();
      queryClient.removeQueries({ queryKey: ['auth'] });
    },
  });
}
