import { PAGINATION_MARGIN_PAGES, PAGINATION_MARGIN_PAGES_MOBILE } from '@shop/shared';
import { paginationItems } from '@/lib/pagination';
import { useMediaQuery } from '@/lib/use-media-query';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Builds the link of a page so pages are real, shareable links. */
  hrefFor: (page: number) => string;
}

/** Pagination of spec section 9: 5 pages, 2 margin pages (1 on mobile). */
export function Pagination({ page, pageCount, onChange, hrefFor }: PaginationProps) {
  const mobile = useMediaQuery('(max-width: 600px)');
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount, undefined, mobile ? PAGINATION_MARGIN_PAGES_MOBILE : PAGINATION_MARGIN_PAGES);

  const link = (target: number, label: string, text: string, disabled = false) =>
    disabled ? (
      <span className="page-link is-disabled" aria-hidden="true">{text}</span>
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
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">…</li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className="page-link is-current" aria-current="page" aria-label={`Page ${item}`}>{item}</span>
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
