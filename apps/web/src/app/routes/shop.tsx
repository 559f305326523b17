import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { COMING_SOON_TEXT, ListingView } from '@/features/catalog/components/listing-view';
import { FiltersPanel } from '@/features/catalog/components/filters-panel';
import { hasFilters } from '@/features/catalog/hooks/listing-params';
import { useCategory } from '@/features/catalog/api/get-category';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { type ListingSource } from '@/features/catalog/api/get-listing';
import { isNotFound } from '@/lib/is-not-found';

/** Categories whose shelves are still being stocked (spec section 8). */
const COMING_SOON = new Set(['others', 'cigars', 'liquor-chocolate']);
/** Virtual listings that are flags on products, not filterable categories. */
const UNFILTERED = new Set(['premium', 'promotion']);


/** /shop/{cat} and /shop/{cat}/{subcat}, with brand, origin and price filters from the URL. */
export function Component() {
  const { cat = '', subcat } = useParams();
  const { state } = useListingParams();
  const route = subcat ?? cat;
  const filterable = !UNFILTERED.has(cat);
  const category = useCategory(filterable ? route : null);
  const filtering = filterable && hasFilters(state);

  let source: ListingSource | null = { kind: 'category', cat, subcat };
  if (filtering) {
    source = category.data
      ? { kind: 'filter', body: { category_id: category.data.id, brand_id: state.brands.length ? state.brands : undefined, origin: state.origins.length ? state.origins : undefined, min: state.min ?? undefined, max: state.max ?? undefined } }
      : null;
  }

  if (filterable && isNotFound(category.error)) return <NotFoundView what="category" />;
  return (
    <div className="container">
      <ListingView
        key={route}
        source={source}
        title={category.data?.title ?? cat.replace(/-/g, ' ')}
        description={category.data?.description}
        emptyText={COMING_SOON.has(route) ? COMING_SOON_TEXT : undefined}
        filters={filterable ? <FiltersPanel categoryRoute={route} /> : undefined}
      />
    </div>
  );
}
