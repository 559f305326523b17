import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_REQUEST_AFTER_CHARS } from '@shop/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
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

/** Header search: a combobox whose suggestions open from 3 characters (spec sections 2 and 9). */
export function SearchBox() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const term = value.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useSearchProducts(debounced);
  const status = searchStatus(term, debounced, search);
  const items = status === 'answered' && search.data ? toSearchItems(search.data) : [];
  const expanded = open && term.length >= SEARCH_MIN_CHARS;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    setValue('');
    inputRef.current?.blur();
    void navigate(to);
  };
  const pick = (item: SearchItem | undefined) => {
    if (item) go(item.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const count = items.length;
      if (!count) return;
      if (e.key === 'ArrowDown') setActive((i) => (i + 1 >= count ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(items[active >= 0 ? active : 0]);
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search" role="search">
      <label htmlFor={`${listboxId}-input`} className="visually-hidden">Search products</label>
      <input
        ref={inputRef}
        id={`${listboxId}-input`}
        type="search"
        className="search__input"
        placeholder="Search wine, whiskey, beer…"
        autoComplete="off"
        maxLength={SEARCH_MAX_CHARS}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${listboxId}-opt-${active}` : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <svg className="search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" /><path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
      <SearchPanel
        id={listboxId}
        open={expanded}
        status={status}
        items={items}
        active={active}
        onPick={pick}
      />
    </div>
  );
}
