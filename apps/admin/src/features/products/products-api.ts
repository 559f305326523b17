import type {
  PriceHistory,
  ProductBodyInput,
  ProductImportAnswer,
  ProductOptions,
  StaffProduct,
  StaffProductPage,
} from '@shop/shared/rules';
import { api, staffUrl } from '../../api/client.ts';

/** The product calls of the back office (issue 26, item 1). */

export interface ProductSearch {
  q?: string;
  state: 'all' | 'active' | 'archived';
  category?: number;
  page: number;
}

export const productsKeys = {
  all: ['products'] as const,
  list: (search: ProductSearch) => ['products', 'list', search] as const,
  one: (id: number) => ['products', 'one', id] as const,
  history: (id: number) => ['products', 'history', id] as const,
  options: ['products', 'options'] as const,
};

export const listProducts = ({ q, state, category, page }: ProductSearch) =>
  api.get<StaffProductPage>('/products', { search: q, state, category_id: category, page });

export const fetchProduct = (id: number) => api.get<StaffProduct>(`/products/${id}`);
export const fetchProductOptions = () => api.get<ProductOptions>('/products/options');
export const fetchPriceHistory = (id: number) => api.get<PriceHistory>(`/products/${id}/price-history`);

export const createProduct = (body: ProductBodyInput) => api.post<StaffProduct>('/products', body);
export const updateProduct = (id: number, body: ProductBodyInput) => api.put<StaffProduct>(`/products/${id}`, body);
export const archiveProduct = (id: number, archived: boolean) =>
  api.post<StaffProduct>(`/products/${id}/archive`, { archived });

/** The product file (issue 26, item 10): the list's filters export the same products as CSV. */
export const productFileUrl = ({ q, state, category }: Omit<ProductSearch, 'page'>) =>
  staffUrl('/products.csv', { search: q, state, category_id: category });

/** A dry run answers what each row would do and changes nothing; without it the whole file is applied or nothing. */
export const importProducts = (file: Blob, dryRun: boolean) =>
  api.postFile<ProductImportAnswer>('/products/import', { file, type: 'text/csv' }, { dry_run: dryRun ? 1 : 0 });
