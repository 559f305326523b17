import { OUT_OF_STOCK_LABEL, displayedPrice, formatAed, isSoldOut, type WishlistItem } from '@shop/shared/rules';
import type { ComponentType } from 'react';
import { Link } from '@/components/link';
import { ShopImage } from '@/components/ui/shop-image';
import { paths } from '@/config/paths';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

interface WishlistLineProps {
  item: WishlistItem;
  MoveToCart?: ComponentType<{ item: WishlistItem }>;
}

/** One saved bottle: picture, name, size, price, stock, Add To Cart (moves it) and Remove. */
export function WishlistLine({ item, MoveToCart }: WishlistLineProps) {
  const remove = useRemoveFromWishlist();
  const size = item.price_variation[0];
  const href = paths.product(item.route, item.category.route);
  return (
    <li className="wish-line" aria-busy={remove.isPending}>
      <Link to={href} className="wish-line__media" tabIndex={-1} aria-hidden="true">
        <ShopImage src={item.featured_img} sizes="96px" width={96} height={96} loading="lazy" decoding="async" />
      </Link>
      <div className="wish-line__info">
        {/* The wishlist shows the name as text (contract "HTML vs text"). */}
        <Link to={href} className="wish-line__name">
          {item.name}
        </Link>
        <p className="wish-line__meta">{[item.category.name, size?.value].filter(Boolean).join(' · ')}</p>
        <p className="wish-line__price">
          {size ? formatAed(displayedPrice(size)) : 'Price on request'}
          {isSoldOut(size) ? <span className="wish-line__stock">{OUT_OF_STOCK_LABEL}</span> : null}
        </p>
      </div>
      <div className="wish-line__actions">
        {MoveToCart ? <MoveToCart item={item} /> : null}
        <button
          type="button"
          className="link-button wish-line__remove"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ wishlistId: item.wishlist_id })}
          aria-label={`Remove ${item.name} from wishlist`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
