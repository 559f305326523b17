import type { CustomerAccount, CustomerDetail, CustomerPage } from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The customer calls of the back office (issue 25, item 9). */

export interface CustomerSearch {
  q?: string;
  page: number;
}

export const customersKeys = {
  all: ['customers'] as const,
  search: (search: CustomerSearch) => ['customers', 'search', search] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
};

export const searchCustomers = ({ q, page }: CustomerSearch) => api.get<CustomerPage>('/customers', { q, page });

export const fetchCustomer = (id: string) => api.get<CustomerDetail>(`/customers/${encodeURIComponent(id)}`);

/** Blocks (their sessions end at once) or unblocks an account, with the reason the audit log keeps. */
export const setBlocked = (id: number, block: boolean, reason: string) =>
  api.post<CustomerAccount>(`/customers/${id}/${block ? 'block' : 'unblock'}`, { reason });
