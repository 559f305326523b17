import type { OrderDetail, OrderSummary, OrderTrack } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** `GET /auth/orders/{user_id}` (contract 7.22): the shopper's orders, newest first. */
export function getOrders(userId: number, signal?: AbortSignal): Promise<OrderSummary[]> {
  return api.get<OrderSummary[]>(`/auth/orders/${userId}`, { signal });
}

/** `GET /auth/order-detail/{order}`: one order (by number) with its prices, address, slot and timeline. */
export function getOrder(orderNumber: string, signal?: AbortSignal): Promise<OrderDetail> {
  return api.get<OrderDetail>(`/auth/order-detail/${encodeURIComponent(orderNumber)}`, { signal });
}

/** `GET /auth/order-track/{order}`: where the order is, and every step so far with its time. */
export function getOrderTrack(orderNumber: string, signal?: AbortSignal): Promise<OrderTrack> {
  return api.get<OrderTrack>(`/auth/order-track/${encodeURIComponent(orderNumber)}`, { signal });
}

/** Every order query sits under ['orders', userId]: placing or cancelling an order invalidates them all. */
export const orderKeys = {
  all: (userId: number | null) => ['orders', userId] as const,
  detail: (userId: number | null, orderNumber: string) =>
    ['orders', userId, 'detail', orderNumber.toUpperCase()] as const,
  track: (userId: number | null, orderNumber: string) =>
    ['orders', userId, 'track', orderNumber.toUpperCase()] as const,
};

export function getOrdersQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: orderKeys.all(userId),
    queryFn: ({ signal }) => getOrders(userId as number, signal),
    enabled: userId !== null,
  });
}

export function useOrders() {
  const userId = useAppStore((s) => s.user.userId);
  return useQuery(getOrdersQueryOptions(userId));
}

export function useOrder(orderNumber: string) {
  const userId = useAppStore((s) => s.user.userId);
  return useQuery({
    queryKey: orderKeys.detail(userId, orderNumber),
    queryFn: ({ signal }) => getOrder(orderNumber, signal),
    enabled: userId !== null && orderNumber !== '',
  });
}

/** The tracking timeline: refetched when the shopper comes back to the tab, so a change by the shop shows. */
export function useOrderTrack(orderNumber: string) {
  const userId = useAppStore((s) => s.user.userId);
  return useQuery({
    queryKey: orderKeys.track(userId, orderNumber),
    queryFn: ({ signal }) => getOrderTrack(orderNumber, signal),
    enabled: userId !== null && orderNumber !== '',
    refetchOnWindowFocus: 'always',
  });
}
