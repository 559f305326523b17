import {
  htmlToText,
  isPlainText,
  OUT_OF_STOCK_LABEL,
  isOutOfStock,
  type ProductTile as Product,
} from '@shop/shared/rules';
import { Link } from '@/components/link';
import { ShopImage } from '@/components/ui/shop-image';
import { SafeHtml } from '@/components/ui/safe-html';
import { RatingLine } from '@/components/ui/stars';
import { useProductActions } from '@/components/product-actions';
import { paths } from '@/config/paths';
import { PriceTag } from './price-tag';

interface ProductCardProps {
  product: Product;
  /** The first cards of a page load eagerly (they are the largest paint). */
  eager?: boolean;
}

/**
 * One product in a grid or row: image, brand, name, price, stock, wishlist and Add To Cart. A home page shows 64, so
 * the card is flat (issue 24): no wrappers around the image and the text, and the image is not a link of its own (the
 * name's link covers the whole card, see `.card__title a::after`).
 */
export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { AddToCart, Wishlist } = useProductActions();
  const href = paths.product(product.route, product.category.route);
  const out = isOutOfStock(product.price_variation);
  const target = { id: product.id, route: product.route, name: product.name, variation: product.price_variation[0] };
  const titleId = `product-${product.id}-name`;

  return (
    <article className="card" aria-labelledby={titleId}>
      <ShopImage
        className="card__img"
        src={product.featured_img}
        sizes="(max-width: 760px) 50vw, 300px"
        alt={htmlToText(product.name)}
        width={300}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
      {out ? <span className="badge badge--stock">{OUT_OF_STOCK_LABEL}</span> : null}
      {Wishlist ? <Wishlist product={target} className="card__wish" /> : null}
      {product.brands ? <p className="card__brand">{product.brands.name}</p> : null}
      <h3 className="card__title">
        <Link to={href} id={titleId}>
          {isPlainText(product.name) ? product.name : <SafeHtml html={product.name} />}
        </Link>
      </h3>
      <RatingLine rating={product.rating} className="card__rating" />
      {product.price_variation[0]?.value ? <p className="card__size">{product.price_variation[0].value}</p> : null}
      <PriceTag variation={product.price_variation[0]} />
      {AddToCart ? <AddToCart product={target} className="card__cta" /> : null}
    </article>
  );
}
