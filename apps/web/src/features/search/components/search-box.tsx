import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@shop/shared/rules';
import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { preloadable } from '@/lib/preloadable';
import type { SearchItem } from './search-items';

// The suggestions (panel, query, debounce) are not needed to show the header: they load on the box's
// first focus or keystroke, which keeps them out of the first page's JavaScript. The panel is an overlay,
// so nothing moves when it arrives.
const SearchSuggestions = preloadable('search-suggestions', () =>
  import('./search-suggestions').then((m) => m.SearchSuggestions),
);

/** Header search: a combobox whose suggestions open from 3 characters (spec sections 2 and 9). */
export function SearchBox() {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [used, setUsed] = useState(false);
  const items = useRef<SearchItem[]>([]);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const term = value.trim();
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
      const count = items.current.length;
      if (!count) return;
      if (e.key === 'ArrowDown') setActive((i) => (i + 1 >= count ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      // Only a suggestion the shopper can see: after Escape closed the panel, Enter goes nowhere unseen.
      if (expanded) pick(items.current[active >= 0 ? active : 0]);
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search" role="search">
      <label htmlFor={`${listboxId}-input`} className="visually-hidden">
        Search products
      </label>
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
          setUsed(true);
        }}
        onFocus={() => {
          setOpen(true);
          setUsed(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <svg className="search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {used ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={listboxId}
            term={term}
            open={expanded}
            active={active}
            onPick={pick}
            itemsRef={items}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
