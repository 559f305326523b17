import { formatAed } from '@shop/shared/rules';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { paths } from '@/config/paths';
import { maxFromSlug } from '@/features/catalog/api/get-listing';
import { ListingView } from '@/features/catalog/components/listing-view';

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
