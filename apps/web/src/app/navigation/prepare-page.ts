import { matchStorefrontRoute } from '@shop/shared/rules';
import type { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router';
import { loadPage } from '../loaders/page-loaders';
import { preloadPage } from '../router';

/**
 * Makes the page at `location` ready to show: its code, and what its loader and the layout's read, all at once.
 * Settles when all have loaded or failed: a failure is the page's to show (its error view, or its data's).
 */
export async function preparePage(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient) {
  const { pathname, search } = location;
  const match = matchStorefrontRoute(pathname);
  await Promise.allSettled([
    preloadPage(match?.name ?? null),
    loadPage(pathname, new URLSearchParams(search), queryClient),
  ]);
}
