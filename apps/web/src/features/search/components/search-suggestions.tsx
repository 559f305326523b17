import { SEARCH_REQUEST_AFTER_CHARS } from '@shop/shared/rules';
import { useEffect, type RefObject } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchProducts } from '../api/search-products';
import { toSearchItems, type SearchItem } from './search-items';
import { SearchPanel, type SearchStatus } from './search-panel';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Where the suggestions for the typed text stand. Only the current (trimmed, debounced) text counts:
 * 3 characters never ask the server (spec section 9), and while the debounce runs nothing is asked
 * yet, so neither shows a loading state; an answer that has arrived is not loading even if it refetches.
 */
export function searchStatus(
  term: string,
  debounced: string,
  search: { isLoading: boolean; isError: boolean; isSuccess: boolean },
): SearchStatus {
  if (term.length <= SEARCH_REQUEST_AFTER_CHARS) return 'short';
  if (debounced !== term) return 'typing';
  if (search.isSuccess) return 'answered';
  if (search.isError) return 'failed';
  return search.isLoading ? 'loading' : 'typing';
}

interface SearchSuggestionsProps {
  id: string;
  /** The trimmed text of the search box. */
  term: string;
  open: boolean;
  active: number;
  onPick: (item: SearchItem) => void;
  /** The rows on screen, for the search box's arrow keys and Enter. */
  itemsRef: RefObject<SearchItem[]>;
}

/**
 * The part of the header search that the first page does without: the debounced query and the
 * suggestions panel. The search box loads it on its first focus or keystroke.
 */
export function SearchSuggestions({ id, term, open, active, onPick, itemsRef }: SearchSuggestionsProps) {
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useSearchProducts(debounced);
  const status = searchStatus(term, debounced, search);
  const items = status === 'answered' && search.data ? toSearchItems(search.data) : [];
  // Keys are pressed after a commit, so the box always reads the rows it shows.
  useEffect(() => {
    itemsRef.current = items;
  });
  return <SearchPanel id={id} open={open} status={status} items={items} active={active} onPick={onPick} />;
}
