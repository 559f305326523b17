import { api } from '@/lib/api-client';

/**
 * `GET /auth/orders/{order}/invoice`: the tax invoice as a PDF. It needs the bearer token, so it is fetched here and
 * handed to the browser as a file, rather than linked.
 */
export function getInvoice(orderNumber: string): Promise<Blob> {
  return api.blob(`/auth/orders/${encodeURIComponent(orderNumber)}/invoice`);
}

export { saveFile } from '@/lib/save-file';
