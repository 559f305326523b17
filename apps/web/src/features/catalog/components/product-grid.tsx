import type { ProductTile as Product } from '@shop/shared/rules';
import { Suspense } from 'react';
import { ProductCard } from './product-card';

/**
 * A responsive grid of product cards. The cards after the first `eagerCount` (the first screen: their images load
 * at once) are in a Suspense boundary of their own, so React hydrates them in a pass after the rest of the page
 * instead of in one long task with it (issue 24); the server renders them in place, as nothing in them suspends.
 */
export function ProductGrid({ products, eagerCount = 4 }: { products: Product[]; eagerCount?: number }) {
  const card = (p: Product, eager: boolean) => (
    <li key={p.id}>
      <ProductCard product={p} eager={eager} />
    </li>
  );
  return (
    <ul className="grid" role="list">
      {products.slice(0, eagerCount).map((p) => card(p, true))}
      <Suspense fallback={null}>{products.slice(eagerCount).map((p) => card(p, false))}</Suspense>
    </ul>
  );
}
