import { Suspense } from 'react';
import type { ProductActionTarget } from '@/components/product-actions';
import { preloadable } from '@/lib/preloadable';

// The quotation form (and the shared rule's zod) loads only when a corporate buyer opens a product, never with the
// first page's JavaScript.
const ProductQuoteAction = preloadable('product-quote', () =>
  import('./quotation-parts').then((m) => m.ProductQuoteAction),
);

/** The product page's quotation box for corporate buyers; nothing shows while its code arrives (the page stays). */
export function ProductQuoteSlot(props: { product: ProductActionTarget; className?: string }) {
  return (
    <Suspense fallback={null}>
      <ProductQuoteAction {...props} />
    </Suspense>
  );
}
