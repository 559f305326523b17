import { OUT_OF_STOCK_LABEL, stockLevel, type ProductDetail } from '@shop/shared/rules';
import { useId, useState } from 'react';
import { useProductActions } from '@/components/product-actions';
import { PriceTag } from './price-tag';

/** Size selector over the variations, price by the shared rule, stock, quantity and the actions (when plugged in). */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const { AddToCart, Wishlist, Quote, NotifyMe } = useProductActions();
  const [index, setIndex] = useState(0);
  const [qty, setQty] = useState(1);
  const qtyId = useId();
  const variation = product.price_variation[index];
  const stock = variation?.stock ?? 0;
  const level = stockLevel(stock);
  const target = { id: product.id, route: product.route, name: product.name, variation, qty };

  return (
    <div className="purchase">
      {product.price_variation.length > 1 ? (
        <fieldset className="sizes">
          <legend>Size</legend>
          <div className="sizes__options">
            {product.price_variation.map((v, i) => (
              <label key={v.id} className={i === index ? 'size is-active' : 'size'}>
                <input
                  type="radio"
                  name="size"
                  value={v.id}
                  checked={i === index}
                  onChange={() => {
                    setIndex(i);
                    setQty(1);
                  }}
                />
                <span>{v.value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : variation ? (
        <p className="sizes__single">Size: {variation.value}</p>
      ) : null}
      <PriceTag variation={variation} size="lg" />
      <p className={level === 'out' ? 'stock stock--out' : 'stock stock--in'}>
        {level === 'out' ? OUT_OF_STOCK_LABEL : level === 'low' ? `In stock — only ${stock} left` : 'In stock'}
      </p>
      {level === 'out' && variation && NotifyMe ? <NotifyMe key={variation.id} product={target} /> : null}
      {AddToCart || Wishlist ? (
        <div className="purchase__row">
          {AddToCart ? (
            <>
              <div className="qty">
                <label htmlFor={qtyId} className="visually-hidden">
                  Quantity
                </label>
                <button
                  type="button"
                  aria-label="Decrease quantity"
                  onClick={() => setQty((q) => Math.max(1, q - 1))}
                  disabled={qty <= 1}
                >
                  −
                </button>
                <input
                  id={qtyId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={Math.max(1, stock)}
                  value={qty}
                  onChange={(e) =>
                    setQty(Math.min(Math.max(1, Math.floor(Number(e.target.value) || 1)), Math.max(1, stock)))
                  }
                />
                <button
                  type="button"
                  aria-label="Increase quantity"
                  onClick={() => setQty((q) => Math.min(Math.max(1, stock), q + 1))}
                  disabled={qty >= stock}
                >
                  +
                </button>
              </div>
              <AddToCart product={target} className="purchase__cta" />
            </>
          ) : null}
          {Wishlist ? <Wishlist product={target} className="purchase__wish" /> : null}
        </div>
      ) : null}
      {Quote ? <Quote product={target} /> : null}
    </div>
  );
}
