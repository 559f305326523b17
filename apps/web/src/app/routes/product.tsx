import { htmlToText } from '@shop/shared/rules';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { ProductView } from '@/features/catalog/components/product-view';
import { productJsonLd } from '@/features/catalog/components/product-json-ld';
import { useProduct } from '@/features/catalog/api/get-product';
import { useProductReviews } from '@/features/reviews/api/get-product-reviews';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { absoluteUrl } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';

/** /product/{id} and /product/{cat}/{id}; the id may be the route slug. */
export function Component() {
  const { id = '' } = useParams();
  const { data, error, isPending } = useProduct(id);
  // The first page of reviews also feeds the structured data: read here, it is rendered with the page on the server.
  const reviews = useProductReviews(data?.product.id ?? 0, 1, { enabled: Boolean(data) });
  if (isPending) return <Spinner />;
  if (isNotFound(error) || !data)
    return error && !isNotFound(error) ? (
      <p className="container notice notice--error" role="alert">
        This product could not be loaded. Please try again.
      </p>
    ) : (
      <NotFoundView what="product" />
    );
  const { product, similar_products: similar } = data;
  const name = htmlToText(product.name);
  // One URL per product, whichever form it was opened with (numeric id, another category, any case).
  const canonicalPath = paths.product(product.route, product.category.route);
  return (
    <div className="container">
      <Seo
        title={`${name}${product.price_variation[0] ? ` ${product.price_variation[0].value}` : ''} — Buy in Dubai`}
        description={
          htmlToText(product.long_description || product.tasting_notes).slice(0, 155) || `Buy ${name} online in Dubai.`
        }
        canonicalPath={canonicalPath}
        jsonLd={productJsonLd(product, absoluteUrl(canonicalPath), reviews.data?.data)}
      />
      {/* A new product (e.g. from related products) starts with its own size and quantity. */}
      <ProductView key={product.id} product={product} />
      <ProductReviews key={`reviews-${product.id}`} productId={product.id} />
      {similar.length ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">You may also like</h2>
          <ProductGrid products={similar.slice(0, 4)} eagerCount={0} />
        </section>
      ) : null}
    </div>
  );
}
