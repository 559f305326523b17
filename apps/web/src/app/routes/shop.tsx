import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { COMING_SOON_TEXT, ListingView } from '@/features/catalog/components/listing-view';
import { FiltersPanel } from '@/features/catalog/components/filters-panel';
import { hasFilters } from '@/features/catalog/hooks/listing-params';
import { useCategory } from '@/features/catalog/api/get-category';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { isFlagListing, shopListingSource, type ListingSource } from '@/features/catalog/api/get-listing';
import { isNotFound } from '@/lib/is-not-found';

/** Categories whose shelves are still being stocked (spec section 8), at either level of the URL. */
const COMING_SOON = new Set(['others', 'cigars', 'liquor-chocolate']);

/** /shop/{cat} and /shop/{cat}/{subcat}, with brand, origin and price filters from the URL. */
export function Component() {
  const { cat = '', subcat } = useParams();
  const { state } = useListingParams();
  const route = subcat ?? cat;
  // Premium and promotion are product flags with their own calls: no category record, no filters.
  const flag = isFlagListing(cat);
  const category = useCategory(flag ? null : route);
  const filtering = !flag && hasFilters(state);

  let source: ListingSource | null = shopListingSource(cat, subcat);
  if (filtering) {
    source = category.data
      ? { kind: 'filter', body: { category_id: category.data.id, brand_id: state.brands.length ? state.brands : undefined, origin: state.origins.length ? state.origins : undefined, min: state.min ?? undefined, max: state.max ?? undefined } }
      : null;
  }

  if (flag ? subcat !== undefined : isNotFound(category.error)) return <NotFoundView what="category" />;
  const comingSoon = COMING_SOON.has(cat) || (subcat !== undefined && COMING_SOON.has(subcat));
  return (
    <div className="container">
      <ListingView
        key={route}
        source={source}
        title={category.data?.title ?? cat.replace(/-/g, ' ')}
        description={category.data?.description}
        emptyText={comingSoon ? COMING_SOON_TEXT : undefined}
        filters={flag ? undefined : <FiltersPanel categoryRoute={route} />}
      />
    </div>
  );
}
