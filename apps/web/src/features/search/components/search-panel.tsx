import type { MouseEvent } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { ShopImage } from '@/components/ui/shop-image';
import { RatingLine } from '@/components/ui/stars';
import type { SearchItem } from './search-items';

export const NO_SEARCH_RESULT_TEXT = 'No Product Found !!!';

/**
 * short: 3 characters, the panel is open but the server is not asked; typing: the debounce is running;
 * loading: the request for the current text is in flight; answered / failed: it came back.
 */
export type SearchStatus = 'short' | 'typing' | 'loading' | 'answered' | 'failed';

interface SearchPanelProps {
  id: string;
  open: boolean;
  status: SearchStatus;
  items: SearchItem[];
  active: number;
  onPick: (item: SearchItem) => void;
}

/** The suggestions listbox: products, then links to their categories. */
export function SearchPanel({ id, open, status, items, active, onPick }: SearchPanelProps) {
  // mousedown (not click) so the input's blur does not close the panel before the pick lands.
  const pick = (e: MouseEvent, item: SearchItem) => {
    e.preventDefault();
    onPick(item);
  };
  const hasProducts = items.some((i) => i.kind === 'product');
  return (
    <div className="search__panel" hidden={!open}>
      <ul id={id} role="listbox" aria-label="Search suggestions" className="search__list">
        {items.map((item, i) => (
          <li
            key={item.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`search__item search__item--${item.kind}${i === active ? ' is-active' : ''}`}
            onMouseDown={(e) => pick(e, item)}
          >
            {item.image ? <ShopImage src={item.image} sizes="40px" width={40} height={40} loading="lazy" /> : null}
            <span className="search__item-text">
              {item.kind === 'product' ? (
                <SafeHtml className="search__item-name" html={item.label} />
              ) : (
                <span className="search__item-name">{item.label}</span>
              )}
              <span className="search__item-detail">{item.detail}</span>
              {item.rating ? <RatingLine as="span" rating={item.rating} className="search__item-rating" /> : null}
            </span>
          </li>
        ))}
      </ul>
      {open ? (
        <div className="search__status" aria-live="polite">
          {status === 'short' ? <p>Keep typing to see suggestions…</p> : null}
          {status === 'loading' ? <p>Searching…</p> : null}
          {status === 'failed' ? <p>Search is unavailable right now.</p> : null}
          {status === 'answered' && !hasProducts ? <p className="search__empty">{NO_SEARCH_RESULT_TEXT}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
