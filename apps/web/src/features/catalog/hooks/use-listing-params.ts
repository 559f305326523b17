import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseListingParams, serializeListingParams, type ListingUrlState } from './listing-params';

/**
 * Listing state in the URL. Every change pushes a history entry (Back returns to the previous view);
 * changing sort or filters returns to page 1 (spec section 2).
 */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseListingParams(search), [search]);

  const update = useCallback(
    (patch: Partial<ListingUrlState>) => {
      const resetsPage = Object.keys(patch).some((k) => k !== 'page');
      const next: ListingUrlState = { ...state, ...patch, page: resetsPage ? 1 : (patch.page ?? state.page) };
      setSearch(serializeListingParams(next));
    },
    [state, setSearch],
  );

  const hrefForPage = useCallback(
    (page: number) => {
      const qs = serializeListingParams({ ...state, page }).toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    [state, pathname],
  );

  return { state, update, hrefForPage };
}
