import type {
  AgeDecisionBody,
  IdDocument,
  OrderState,
  RefusalReason,
  StaffOrderDetail,
  StaffOrderList,
} from '@shop/shared/rules';
import { api } from '../../api/client.ts';
import type { QueueParams } from './queue-params.ts';

/** The order calls of the back office (issue 25, items 5 to 7). */

export const QUEUE_PAGE_SIZE = 25;
/** How often the queue and the new-orders badge ask for changes: new orders show within seconds, without a reload. */
export const QUEUE_POLL_MS = 5000;

export const ordersKeys = {
  all: ['orders'] as const,
  queue: (params: QueueParams) => ['orders', 'queue', params] as const,
  newest: ['orders', 'newest'] as const,
  detail: (number: string) => ['orders', 'detail', number] as const,
};

export const fetchQueue = (params: QueueParams) =>
  api.get<StaffOrderList>('/orders', { ...params, limit: QUEUE_PAGE_SIZE });

/** The newest orders, whatever their tab: what the "new orders" badge counts. */
export const NEWEST_LIMIT = 50;
export const fetchNewest = () => api.get<StaffOrderList>('/orders', { sort: 'newest', limit: NEWEST_LIMIT });

export const fetchOrder = (number: string) => api.get<StaffOrderDetail>(`/orders/${encodeURIComponent(number)}`);

export interface MoveInput {
  state: OrderState;
  version: number;
  note?: string;
  id_checked?: boolean;
  refusal_reason?: RefusalReason;
}

export const moveOrder = (number: string, input: MoveInput) =>
  api.post<unknown>(`/orders/${encodeURIComponent(number)}/state`, input);

export const idDocumentLink = (id: number) => api.get<{ url: string; expires_at: string }>(`/id-documents/${id}/link`);

export const decideAge = (id: number, body: AgeDecisionBody) =>
  api.post<IdDocument>(`/id-documents/${id}/decision`, body);

/** The order's papers, opened in a new tab (the cookie goes along: same origin, staff path). */
export const invoiceUrl = (number: string) => `/api/v1/staff/orders/${encodeURIComponent(number)}/invoice.pdf`;
export const packingSlipUrl = (number: string) => `/api/v1/staff/orders/${encodeURIComponent(number)}/packing-slip.pdf`;
