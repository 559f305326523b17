import type { OrderDetail } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { orderKeys } from './get-orders';

/** `POST /auth/orders/{order}/cancel`: cancels an order while it is only placed; its stock and coupon use come back. */
export function cancelOrder(orderNumber: string): Promise<OrderDetail> {
  return api.post<OrderDetail>(`/auth/orders/${encodeURIComponent(orderNumber)}/cancel`, {});
}

export function useCancelOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  return useMutation({
    mutationFn: () => cancelOrder(orderNumber),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(userId, orderNumber), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
    },
  });
}
