import type { ProductActionTarget } from '@/components/product-actions';
import { useAddToCart } from '../hooks/use-add-to-cart';

/** 'Add To Cart', disabled while that item is being added (spec section 2). */
export function AddToCartButton({ product, className = '' }: { product: ProductActionTarget; className?: string }) {
  const { add, addingId } = useAddToCart();
  const busy = addingId === product.id;
  return (
    <button type="button" className={`btn btn--primary ${className}`} disabled={busy} onClick={() => add(product)}>
      {busy ? 'Adding…' : 'Add To Cart'}
    </button>
  );
}
