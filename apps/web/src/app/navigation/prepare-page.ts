import { matchStorefrontRoute } from '@shop/shared/rules';
import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';
import { preloadPage } from '../router';

/**
 * The loaders and the reads they name come with the first navigation, not with the first page: they are about 1 KB
 * gzip that home's first visit, within its 30 KB budget of our own code, does not need (decision 023).
 */
const pageLoaders = () => import('../loaders/page-loaders');

/**
 * Makes the page at `location` ready to show: its code, and what its loader and the layout's read, all at once.
 * Settles when all have loaded or failed: a failure is the page's to show (its error view, or its data's).
 */
export async function preparePage(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  const { pathname, search } = location;
  const match = matchStorefrontRoute(pathname);
  await Promise.allSettled([
    preloadPage(match?.name ?? null),
    pageLoaders().then(({ loadPage }) => loadPage(pathname, new URLSearchParams(search), queryClient)),
  ]);
}
