import { STOCK_SEARCH_MAX_LENGTH, type StockSort } from '@shop/shared/rules';

/**
 * The stock list's state lives in the address (`/admin/stock?low=1&q=merlot&page=2`): a reload, the back button and
 * a link sent to a colleague show the same sizes.
 */
export interface StockParams {
  q?: string;
  /** Only the sizes at or below the shop's low-stock threshold. */
  low: boolean;
  sort: StockSort;
  dir: 'asc' | 'desc';
  page: number;
}

/** The orders a person can pick, each a sort and a direction of the server. */
export const STOCK_ORDERS = {
  'name-asc': 'Product name, A to Z',
  'name-desc': 'Product name, Z to A',
  'stock-asc': 'Stock, lowest first',
  'stock-desc': 'Stock, highest first',
} as const;
export type StockOrder = keyof typeof STOCK_ORDERS;

export const orderOf = (params: Pick<StockParams, 'sort' | 'dir'>): StockOrder => `${params.sort}-${params.dir}`;

export function readStockParams(search: URLSearchParams): StockParams {
  const page = Number(search.get('page'));
  const order = `${search.get('sort') ?? 'name'}-${search.get('dir') ?? 'asc'}`;
  const [sort, dir] = (order in STOCK_ORDERS ? order : 'name-asc').split('-') as [StockSort, 'asc' | 'desc'];
  return {
    q: search.get('q')?.trim().slice(0, STOCK_SEARCH_MAX_LENGTH) || undefined,
    low: search.get('low') === '1',
    sort,
    dir,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address of a list; defaults are left out, so the plain list is `/stock`. */
export function stockSearch(params: StockParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.low) search.set('low', '1');
  if (params.sort !== 'name' || params.dir !== 'asc') {
    search.set('sort', params.sort);
    search.set('dir', params.dir);
  }
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
