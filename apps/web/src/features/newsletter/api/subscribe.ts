import type { AlreadySubscribedResponse, SubscribedResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /subscribers`: 201 for a new address, 200 when it is already on the list; both are a subscription. */
export function subscribe(email: string): Promise<SubscribedResponse | AlreadySubscribedResponse> {
  return api.post<SubscribedResponse | AlreadySubscribedResponse>('/subscribers', { email });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
