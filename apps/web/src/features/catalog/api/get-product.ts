import type { ProductDetailResponse } from '@shop/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A product's page by numeric id or route slug: `product` and the `similar_products` of its shelf. */
export function getProductQueryOptions(idOrRoute: string) {
  return queryOptions({
    queryKey: ['product', idOrRoute],
    queryFn: ({ signal }) =>
      api.get<ProductDetailResponse>(`/product-detail/${encodeURIComponent(idOrRoute)}`, { signal }),
  });
}

export function useProduct(idOrRoute: string) {
  return useQuery(getProductQueryOptions(idOrRoute));
}
