import type { PaymentMethodsResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /payment-methods`: the ways to pay the shop offers now (card online only where it has a gateway). */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsResponse> {
  return api.get<PaymentMethodsResponse>('/payment-methods', { signal });
}

export function usePaymentMethods() {
  return useQuery(
    queryOptions({
      queryKey: ['payment-methods'],
      queryFn: ({ signal }) => getPaymentMethods(signal),
      staleTime: 10 * 60_000,
    }),
  );
}
