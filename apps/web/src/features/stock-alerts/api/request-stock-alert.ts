import type { StockAlertBody, StockAlertResponse } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /stock-alerts` (decision 017): one e-mail when the size is back; a session's account address is used. */
export function requestStockAlert(body: StockAlertBody): Promise<StockAlertResponse> {
  return api.post<StockAlertResponse>('/stock-alerts', body);
}

export function useRequestStockAlert() {
  return useMutation({ mutationFn: requestStockAlert });
}
