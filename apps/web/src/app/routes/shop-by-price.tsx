import { formatAed } from '@shop/shared/rules';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { paths } from '@/config/paths';
import { ListingView } from '@/features/catalog/components/listing-view';

/** Spec section 2: the part of `{cat}` before the first dash is the maximum price in AED. */
export function maxFromSlug(slug: string): number | null {
  const max = Number(slug.split('-')[0]);
  return Number.isFinite(max) && max > 0 ? max : null;
}

/** /shop-by-price/{cat}: products priced at or under the maximum, paged. */
export function Component() {
  const { cat = '' } = useParams();
  const max = maxFromSlug(cat);
  if (!max) return <NotFoundView what="price range" />;
  return (
    <div className="container">
      <ListingView
        key={max}
        source={{ kind: 'price', max }}
        canonicalPath={paths.shopByPrice(cat)}
        title={`Shop under ${formatAed(max)}`}
        description={`Beer, wine and spirits priced at ${formatAed(max)} or less, delivered across Dubai.`}
      />
    </div>
  );
}
