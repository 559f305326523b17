import { paginationItemsForScreens } from '@/lib/pagination';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Builds the link of a page so pages are real, shareable links. */
  hrefFor: (page: number) => string;
}

/**
 * Pagination of spec section 9: 5 pages, 2 margin pages (1 on mobile). The items of both are rendered, those of one
 * kind of screen marked `only-wide` or `only-narrow`, and CSS hides the other's (index.css, pagination): the same
 * markup on a server, which cannot know the screen, as in any browser.
 */
export function Pagination({ page, pageCount, onChange, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItemsForScreens(page, pageCount);

  const link = (target: number, label: string, text: string, disabled = false) =>
    disabled ? (
      <span className="page-link is-disabled" aria-hidden="true">
        {text}
      </span>
    ) : (
      <a
        className="page-link"
        href={hrefFor(target)}
        aria-label={label}
        onClick={(e) => {
          e.preventDefault();
          onChange(target);
        }}
      >
        {text}
      </a>
    );

  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>{link(page - 1, 'Previous page', '‹', page <= 1)}</li>
        {items.map(({ item, only }, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={only ? `page-gap only-${only}` : 'page-gap'} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={only && `only-${only}`}>
              {item === page ? (
                <span className="page-link is-current" aria-current="page" aria-label={`Page ${item}`}>
                  {item}
                </span>
              ) : (
                link(item, `Page ${item}`, String(item))
              )}
            </li>
          ),
        )}
        <li>{link(page + 1, 'Next page', '›', page >= pageCount)}</li>
      </ul>
    </nav>
  );
}
