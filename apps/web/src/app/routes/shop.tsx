import { COMING_SOON_TEXT, isComingSoon } from '@shop/shared/rules';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { paths } from '@/config/paths';
import { subcategoriesOf, useFilterList } from '@/features/catalog/api/get-filter-list';
import { categoryListingSource, isFlagListing, type ListingData } from '@/features/catalog/api/get-listing';
import { FiltersPanel } from '@/features/catalog/components/filters-panel';
import { ListingView, type ListingLinks } from '@/features/catalog/components/listing-view';
import { useListingParams } from '@/features/catalog/hooks/use-listing-params';

/** The shelf's own URL, from the records the listing answers with, whatever form the page was opened with. */
function shelfPath(data: ListingData, cat: string): string {
  const { category, sub_category: sub } = data;
  return category && sub ? paths.shop(category.route, sub.route) : paths.shop(category?.route ?? cat.toLowerCase());
}

/** A subcategory page links back to its category, named by the listing's own record. */
function parentLink(data: ListingData): ListingLinks {
  return data.category ? [{ to: paths.shop(data.category.route), title: `All ${data.category.title}` }] : [];
}

/**
 * /shop/{cat} and /shop/{cat}/{subcat}: the listing carries the category's title, description and seo; a category
 * page's subcategory links come from its filter list (decision 011), which the page waits for so nothing moves.
 */
export function Component() {
  const { cat = '', subcat } = useParams();
  const { state } = useListingParams();
  const route = subcat ?? cat;
  // Premium and promotion have their own routes and no subcategories: /shop/premium/{x} is not a page.
  const flag = isFlagListing(cat.toLowerCase());
  const filterList = useFilterList(flag || subcat ? null : cat);
  if (flag) return <NotFoundView what="category" />;
  const children = filterList.data ? subcategoriesOf(filterList.data) : [];
  const links = subcat
    ? parentLink
    : (data: ListingData): ListingLinks =>
        children.map((child) => ({ to: paths.shop(data.category?.route ?? cat, child.route), title: child.title }));
  return (
    <div className="container">
      <ListingView
        key={route}
        source={categoryListingSource(cat, subcat, state)}
        title={route.replace(/-/g, ' ')}
        canonicalPath={(data) => shelfPath(data, cat)}
        emptyText={isComingSoon(cat, subcat) ? COMING_SOON_TEXT : undefined}
        filters={<FiltersPanel categoryRoute={route} />}
        links={links}
        ready={!filterList.isLoading}
        notFoundWhat="category"
      />
    </div>
  );
}
