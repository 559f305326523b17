import type { ProductCard, ProductDetail } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ProductDetailResponse {
  data: ProductDetail;
  related: ProductCard[];
}

/** A product's page by numeric id or route slug. */
export function getProductQueryOptions(idOrRoute: string) {
  return queryOptions({
    queryKey: ['product', idOrRoute],
    queryFn: ({ signal }) => api.get<ProductDetailResponse>(`/product-detail/${idOrRoute}`, { signal }),
  });
}

export function useProduct(idOrRoute: string) {
  return useQuery(getProductQueryOptions(idOrRoute));
}
