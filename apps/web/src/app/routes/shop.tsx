import { COMING_SOON_TEXT, isComingSoon } from '@shop/shared';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCategory, type CategoryDetail } from '@/features/catalog/api/get-category';
import { isFlagListing, type ListingSource } from '@/features/catalog/api/get-listing';
import { FiltersPanel } from '@/features/catalog/components/filters-panel';
import { ListingView } from '@/features/catalog/components/listing-view';
import { hasFilters, type ListingUrlState } from '@/features/catalog/hooks/listing-params';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';
import { isNotFound } from '@/lib/is-not-found';

/** The category's own URL, whatever form it was opened with (e.g. a subcategory under another parent). */
function categoryPath(category: CategoryDetail): string {
  return category.parent ? paths.shop(category.parent.route, category.route) : paths.shop(category.route);
}

/** Without filters the listing call by route; with them POST /filter-product, which needs the category id. */
function listingSource(cat: string, subcat: string | undefined, category: CategoryDetail, state: ListingUrlState): ListingSource {
  if (!hasFilters(state)) return { kind: 'category', cat, subcat };
  const { brands, origins, min, max } = state;
  return { kind: 'filter', body: { category_id: category.id, brand_id: brands.length ? brands : undefined, origin: origins.length ? origins : undefined, min: min ?? undefined, max: max ?? undefined } };
}

/** /shop/{cat} and /shop/{cat}/{subcat}, with subcategory links and brand, origin and price filters from the URL. */
export function Component() {
  const { cat = '', subcat } = useParams();
  const { state } = useListingParams();
  const route = subcat ?? cat;
  // Premium and promotion have their own routes and no subcategories: /shop/premium/{x} is not a page.
  const flag = isFlagListing(cat.toLowerCase());
  const category = useCategory(flag ? null : route);

  if (flag || isNotFound(category.error)) return <NotFoundView what="category" />;
  // Title, description and links come from the category record: the page waits for it (it is read
  // together with the products) so nothing moves when it arrives.
  if (!category.data) {
    return category.isError ? <p className="container notice notice--error" role="alert">This category could not be loaded. Please try again.</p> : <Spinner />;
  }
  const record = category.data;
  const links = record.parent
    ? [{ to: paths.shop(record.parent.route), title: `All ${record.parent.title}` }]
    : record.children.map((child) => ({ to: paths.shop(record.route, child.route), title: child.title }));
  return (
    <div className="container">
      <ListingView
        key={route}
        source={listingSource(cat, subcat, record, state)}
        title={record.title}
        description={record.description}
        canonicalPath={categoryPath(record)}
        emptyText={isComingSoon(cat, subcat) ? COMING_SOON_TEXT : undefined}
        filters={<FiltersPanel categoryRoute={route} />}
        links={links}
        notFoundWhat="category"
      />
    </div>
  );
}
