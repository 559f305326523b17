import type { StockAnswer, StockImportAnswer, StockPage } from '@shop/shared/rules';
import { api, staffUrl } from '../../api/client.ts';
import type { StockParams } from './stock-params.ts';

/** The stock calls of the back office (issue 25, item 8). */

export const stockKeys = {
  all: ['stock'] as const,
  page: (params: StockParams) => ['stock', 'page', params] as const,
};

export const fetchStock = ({ q, low, sort, dir, page }: StockParams) =>
  api.get<StockPage>('/stock', { search: q, low: low ? 1 : undefined, sort, dir, page });

/** Sets one size's counted stock; a number the server cannot take (empty, a fraction) is sent as it is, to be said. */
export const setStock = (sizeId: number, body: { stock: number; reason: string }) =>
  api.put<StockAnswer>(`/stock/${sizeId}`, body);

/** The whole stock file (CSV), downloaded by a plain link: same origin, so the session cookie goes along. */
export const STOCK_FILE_URL = staffUrl('/stock.csv');

/** Sends a stock file to import, as it is (`text/csv`), with the reason every change is audited with. */
export const importStock = (file: Blob, reason: string) =>
  api.postFile<StockImportAnswer>('/stock/import', { file, type: 'text/csv' }, { reason });
