import type { ReturnRequestBody, ReturnRequestResponse } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { orderKeys } from './get-orders';

/** `POST /auth/orders/{order}/returns` (`requestReturn`): asks to return some of a delivered order's items. */
export function requestReturn(orderNumber: string, body: ReturnRequestBody): Promise<ReturnRequestResponse> {
  return api.post<ReturnRequestResponse>(`/auth/orders/${encodeURIComponent(orderNumber)}/returns`, body);
}

/**
 * The request, then the order read again: its returns list the new one, and nothing more may be returned meanwhile.
 * The read is not awaited: the order read again has nothing left to return, so the form is gone by then, and the
 * callbacks the form passed to `mutate` (the toast, the focus) would never run.
 */
export function useRequestReturn(orderNumber: string) {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => requestReturn(orderNumber, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) }),
  });
}
