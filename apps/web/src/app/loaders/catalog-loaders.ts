import { getChoicesQueryOptions } from '@/features/catalog/api/get-choices';
import { getFilterListQueryOptions } from '@/features/catalog/api/get-filter-list';
import { getBestSellingQueryOptions, getFeaturedQueryOptions } from '@/features/catalog/api/get-home';
import {
  categoryListingSource,
  getListingQueryOptions,
  isFlagListing,
  maxFromSlug,
  type FlagListing,
  type ListingSource,
} from '@/features/catalog/api/get-listing';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { hasFilters, parseListingParams } from '@/features/catalog/hooks/listing-params';
import { getProductReviewsQueryOptions } from '@/features/reviews/api/get-product-reviews';
import { read, type LoaderArgs, type RouteLoader } from './route-loader';

/** Home: its rows (the featured products), its promo banners (the best sellers) and the curated lists' tiles. */
export const homeLoader: RouteLoader = ({ queryClient }) =>
  Promise.all([
    read(queryClient, getFeaturedQueryOptions()),
    read(queryClient, getBestSellingQueryOptions()),
    read(queryClient, getChoicesQueryOptions()),
  ]);

/** One page of a listing, as `ListingView` asks for it: the URL's page and sort. */
function readListing({ search, queryClient }: LoaderArgs, source: ListingSource) {
  const { page, sort } = parseListingParams(search);
  return read(queryClient, getListingQueryOptions(source, { page, sort }));
}

/** /shop/premium and /shop/promotion. */
export function flagListingLoader(flag: FlagListing): RouteLoader {
  return (args) => readListing(args, { kind: 'flag', flag });
}

/**
 * /shop/{cat} and /shop/{cat}/{subcat}. A category page reads its filter list with its products (its subcategory
 * links come from it); a subcategory page shows its filters only beside products, so it reads them after.
 */
export const shopLoader: RouteLoader = async (args) => {
  const { cat = '', subcat } = args.params;
  // Premium and promotion have no subcategories: /shop/premium/{x} is the not-found view.
  if (isFlagListing(cat.toLowerCase())) return;
  const state = parseListingParams(args.search);
  const listing = readListing(args, categoryListingSource(cat, subcat, state));
  if (subcat === undefined) {
    await Promise.all([listing, read(args.queryClient, getFilterListQueryOptions(cat))]);
    return;
  }
  const data = await listing;
  if (data && (data.product.total > 0 || hasFilters(state)))
    await read(args.queryClient, getFilterListQueryOptions(subcat));
};

/** /shop-by-price/{cat}: products up to the price the slug starts with (none: the not-found view). */
export const shopByPriceLoader: RouteLoader = async (args) => {
  const max = maxFromSlug(args.params.cat ?? '');
  if (max) await readListing(args, { kind: 'price', max });
};

/** /our-choice/{choice}. */
export const ourChoiceLoader: RouteLoader = (args) =>
  readListing(args, { kind: 'choice', choice: args.params.choice ?? '' });

/** /product/{id}: the product, then the first page of its reviews, named by the product's own id. */
export const productLoader: RouteLoader = async ({ params, queryClient }) => {
  const detail = await read(queryClient, getProductQueryOptions(params.id ?? ''));
  if (detail) await read(queryClient, getProductReviewsQueryOptions(detail.product.id, 1));
};
