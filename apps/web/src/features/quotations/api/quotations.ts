import type { Quotation, QuotationInput, QuotationSubmittedResponse } from '@shop/shared/rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** Every quotation query sits under ['quotations', userId]: a new request refreshes the buyer's list. */
export const quotationKeys = {
  all: (userId: number | null) => ['quotations', userId] as const,
};

/** `GET /auth/quotations` (decision 017): the corporate buyer's requests, newest first, with their status. */
export function getQuotations(signal?: AbortSignal): Promise<Quotation[]> {
  return api.get<Quotation[]>('/auth/quotations', { signal });
}

export function getQuotationsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: quotationKeys.all(userId),
    queryFn: ({ signal }) => getQuotations(signal),
    enabled: userId !== null,
  });
}

export function useQuotations() {
  const userId = useAppStore((s) => s.user.userId);
  return useQuery(getQuotationsQueryOptions(userId));
}

/** `POST /product-quotation` (decision 017): stored, acknowledged to the buyer and sent to the trade team. */
export function sendQuotation(body: QuotationInput): Promise<QuotationSubmittedResponse> {
  return api.post<QuotationSubmittedResponse>('/product-quotation', body);
}

export function useSendQuotation() {
  const client = useQueryClient();
  const userId = useAppStore((s) => s.user.userId);
  return useMutation({
    mutationFn: sendQuotation,
    onSuccess: () => client.invalidateQueries({ queryKey: quotationKeys.all(userId) }),
  });
}
