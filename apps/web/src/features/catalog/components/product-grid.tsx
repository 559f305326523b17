import type { ProductTile as Product } from '@shop/shared/rules';
import { ProductCard } from './product-card';

/** A responsive grid of product cards. */
export function ProductGrid({ products, eagerCount = 4 }: { products: Product[]; eagerCount?: number }) {
  return (
    <ul className="grid" role="list">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
