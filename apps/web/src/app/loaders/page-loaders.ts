import { matchStorefrontRoute, type StorefrontRoute, type StorefrontRouteName } from '@shop/shared/rules';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  flagListingLoader,
  homeLoader,
  ourChoiceLoader,
  productLoader,
  shopByPriceLoader,
  shopLoader,
} from './catalog-loaders';
import {
  aboutLoader,
  blogLoader,
  blogPostLoader,
  contactLoader,
  corporateLoader,
  faqLoader,
  infoPageLoader,
  layoutLoader,
  newsItemLoader,
  newsLoader,
} from './content-loaders';
import { readsNothing, type RouteLoader } from './route-loader';

/** The pages the server renders (their kind is public): each declares its loader. */
type PublicRouteName = Extract<StorefrontRoute, { kind: 'catalog' | 'content' | 'information' }>['name'];

/**
 * The loader of every public page of the shared route table; the record type makes a missing one a type error, and
 * `page-loaders.test.tsx` fails when a page renders a read its loader does not make. Personal pages have none: they
 * read a shopper's data in the browser, behind their own loading state.
 */
const PAGE_LOADERS: Record<PublicRouteName, RouteLoader> = {
  home: homeLoader,
  about: aboutLoader,
  corporate: corporateLoader,
  premium: flagListingLoader('premium'),
  promotion: flagListingLoader('promotion'),
  shop: shopLoader,
  shopSubcategory: shopLoader,
  shopByPrice: shopByPriceLoader,
  ourChoice: ourChoiceLoader,
  product: productLoader,
  productInCategory: productLoader,
  blog: blogLoader,
  blogCategory: blogLoader,
  blogPost: blogPostLoader,
  news: newsLoader,
  newsPost: newsItemLoader,
  faq: faqLoader,
  contact: contactLoader,
  platinumClub: readsNothing,
  privacy: infoPageLoader('privacy-policy'),
  terms: infoPageLoader('terms-conditions'),
  returns: infoPageLoader('return-refund'),
  shipping: infoPageLoader('shipping-delivery'),
};

/** The same, looked up by any route's name. */
const LOADERS: Partial<Record<StorefrontRouteName, RouteLoader>> = PAGE_LOADERS;

/**
 * Reads what the page at `pathname` and the layout around it render: both loaders at once, each in its own order.
 * A personal page and a path the table does not know (the not-found page) read the layout's only.
 */
export async function loadPage(pathname: string, search: URLSearchParams, queryClient: QueryClient): Promise<void> {
  const match = matchStorefrontRoute(pathname);
  const args = { params: match?.params ?? {}, search, queryClient };
  const loader = match ? LOADERS[match.name] : undefined;
  await Promise.all([layoutLoader(args), loader?.(args)]);
}

/**
 * The queries a render asked for that have no data and were not tried: a read the page makes that its loader does
 * not (a guest's cart, an empty search and other disabled queries aside).
 */
export function queriesWithoutData(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false);
}
