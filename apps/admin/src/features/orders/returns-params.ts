import { RETURN_STATES, type ReturnState } from '@shop/shared/rules';
import type { ReturnsParams } from './returns-api.ts';

/**
 * The returns screen's tab and page live in the address (`/admin/orders/returns?state=approved&page=2`), as the
 * queue's do: a reload or a link sent to a colleague shows the same list. It opens on the returns waiting for a
 * decision.
 */
export const RETURN_TAB_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
};

export function readReturnsParams(search: URLSearchParams): ReturnsParams {
  const page = Number(search.get('page'));
  return {
    state: RETURN_STATES.find((state) => state === search.get('state')) ?? 'requested',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address of a tab's page; defaults are left out, so the plain screen is `/orders/returns`. */
export function returnsSearch(params: ReturnsParams): string {
  const search = new URLSearchParams();
  if (params.state !== 'requested') search.set('state', params.state);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** How the order was paid, as the refund's way back depends on it. */
export const returnPaymentLabel = (payment: 'cash' | 'card' | 'online') =>
  payment === 'online' ? 'Card online' : payment === 'card' ? 'Card on delivery' : 'Cash on delivery';
