import type {
  ReturnState,
  StaffPayRefundOtherwiseBody,
  StaffReceiveReturnBody,
  StaffRefundResult,
  StaffReturnDecisionBody,
  StaffReturnList,
  StaffReturnResult,
} from '@shop/shared/rules';
import { api, STAFF_API } from '../../api/client.ts';

/**
 * The back office's returns and refunds calls (decision 028), written by hand like every staff call here:
 * `staffListReturns`, `staffDecideReturn`, `staffReceiveReturn`, `staffRetryRefund` and `staffPayRefundOtherwise`.
 */

export const RETURNS_PAGE_SIZE = 25;

export interface ReturnsParams {
  state: ReturnState;
  page: number;
}

export const returnsKeys = {
  all: ['returns'] as const,
  list: (params: ReturnsParams) => ['returns', 'list', params] as const,
};

export const fetchReturns = (params: ReturnsParams) =>
  api.get<StaffReturnList>('/returns', { ...params, limit: RETURNS_PAGE_SIZE });

export const decideReturn = (id: number, body: StaffReturnDecisionBody) =>
  api.post<StaffReturnResult>(`/returns/${id}/decision`, body);

export const receiveReturn = (id: number, body: StaffReceiveReturnBody) =>
  api.post<StaffReturnResult>(`/returns/${id}/received`, body);

/** A refund the gateway refused, sent again: the refund as it stands after it, and what to say. */
export const retryRefund = (id: number) => api.post<StaffRefundResult>(`/refunds/${id}/retry`);

/** A refund the gateway refused, paid back in cash or by bank transfer instead. */
export const payRefundOtherwise = (id: number, body: StaffPayRefundOtherwiseBody) =>
  api.post<StaffRefundResult>(`/refunds/${id}/paid-otherwise`, body);

/**
 * A credit note's PDF, opened in a new tab (the session cookie goes along: same origin). The server names it by its
 * path, under the staff calls; a path given without that prefix is read under them.
 */
export const creditNoteHref = (url: string) => (url.startsWith('/api/') ? url : `${STAFF_API}${url}`);
