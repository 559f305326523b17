import { htmlToText, type ProductDetail } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { RichHtml } from '@/components/rich-text/rich-html';
import { SafeHtml } from '@/components/ui/safe-html';
import { RatingLine } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';

/** The product page body: breadcrumbs, gallery, facts, purchase box and description. */
export function ProductView({ product }: { product: ProductDetail }) {
  const name = htmlToText(product.name);
  const facts: Array<[string, string]> = [];
  if (product.brands) facts.push(['Brand', product.brands.name]);
  if (product.origin)
    facts.push([
      'Origin',
      product.origin.region ? `${product.origin.region}, ${product.origin.country}` : product.origin.country,
    ]);
  if (product.abv !== null) facts.push(['ABV', `${product.abv}%`]);
  facts.push([
    'Category',
    product.sub_category ? `${product.category.title} › ${product.sub_category.title}` : product.category.title,
  ]);

  return (
    <article className="product">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={paths.home()}>Home</Link>
          </li>
          <li>
            <Link to={paths.shop(product.category.route)}>{product.category.title}</Link>
          </li>
          {product.sub_category ? (
            <li>
              <Link to={paths.shop(product.category.route, product.sub_category.route)}>
                {product.sub_category.title}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className="product__layout">
        <ProductGallery images={product.slider_images} alt={name} />
        <div className="product__info">
          {product.brands ? <p className="product__brand">{product.brands.name}</p> : null}
          <SafeHtml as="h1" className="product__name" html={product.name} />
          {product.rating.count > 0 ? (
            <a
              className="product__rating"
              href="#reviews"
              aria-label={`${product.rating.average.toFixed(1)} out of 5 stars, ${product.rating.count} ${product.rating.count === 1 ? 'review' : 'reviews'}: read the reviews`}
            >
              <RatingLine as="span" rating={product.rating} />
            </a>
          ) : null}
          <dl className="facts">
            {facts.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
          <ProductPurchase product={product} />
          <ul className="assurances" role="list">
            <li>{`Free delivery on orders above ${SHOP_TERMS.freeDeliveryAbove}`}</li>
            <li>Cash or card on delivery</li>
            <li>{`Age ${SHOP_TERMS.minimumAge}+ — ID checked on delivery`}</li>
          </ul>
        </div>
      </div>
      {product.tasting_notes ? (
        <section className="product__section">
          <h2>Tasting notes</h2>
          <RichHtml className="prose" html={product.tasting_notes} />
        </section>
      ) : null}
      {product.long_description ? (
        <section className="product__section">
          <h2>About this {product.sub_category?.title.toLowerCase() ?? product.category.title.toLowerCase()}</h2>
          <RichHtml className="prose" html={product.long_description} />
        </section>
      ) : null}
    </article>
  );
}
