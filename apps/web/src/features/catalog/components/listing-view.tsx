import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { pagedPath } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';
import { preloadable } from '@/lib/preloadable';
import { useListing, type ListingData, type ListingSource } from '../api/get-listing';
import { hasFilters, serializeListingParams } from '../hooks/listing-params';
import { useListingParams } from '../hooks/use-listing-params';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

// The FAQ sits below the grid and brings the HTML sanitizer: it loads after the products.
const FaqList = preloadable('faq-list', () => import('@/components/rich-text/faq-list').then((m) => m.FaqList));

export const EMPTY_SHOP_TEXT = 'No Product Found!';

/** Links to narrower (or wider) listings, shown under the heading. */
export type ListingLinks = ReadonlyArray<{ to: string; title: string }>;

interface ListingViewProps {
  source: ListingSource;
  /** Used when the response carries no category or choice of its own. */
  title: string;
  description?: string;
  /** The listing's one URL without its page (sort and filters are not other pages), or how the answer gives it. */
  canonicalPath: string | ((data: ListingData) => string);
  /** Shown instead of 'No Product Found!' when the listing is empty. */
  emptyText?: string;
  /** The filter panel, when this listing can be filtered. */
  filters?: ReactNode;
  /** Links to narrower listings (a category's subcategories), or how the answer gives them. */
  links?: ListingLinks | ((data: ListingData) => ListingLinks);
  /** False while something else the page shows (its links) is on its way: the view waits for it, so nothing moves. */
  ready?: boolean;
  /** What the page is called in the not-found message when the listing does not exist. */
  notFoundWhat?: string;
}

/**
 * Title, links, count, sort select, grid and pagination of any product listing (spec section 2). It
 * shows all of it at once when the first answer arrives, so nothing on screen moves; later pages keep
 * the previous results on screen while they load.
 */
export function ListingView({
  source,
  title,
  description,
  canonicalPath,
  emptyText = EMPTY_SHOP_TEXT,
  filters,
  links,
  ready = true,
  notFoundWhat = 'page',
}: ListingViewProps) {
  const { state, update, hrefForPage } = useListingParams();
  const query = useListing(source, { page: state.page, sort: state.sort });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new page of results starts at the listing's heading (not on first load).
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const data = query.data;
  if (isNotFound(query.error)) return <NotFoundView what={notFoundWhat} />;
  if (!data || !ready) {
    return query.isError ? (
      <p className="notice notice--error listing" role="alert">
        We could not load these products.{' '}
        <button type="button" className="link-button" onClick={() => query.refetch()}>
          Try again
        </button>
      </p>
    ) : (
      <Spinner />
    );
  }

  const category = data.sub_category ?? data.category ?? null;
  const choice = data.choice ?? null;
  const shownLinks = typeof links === 'function' ? links(data) : links;
  const shownTitle = category?.title ?? choice?.title ?? title;
  const shownDescription = category?.description ?? choice?.description ?? description;
  const products = data.product;
  // An empty shelf shows only its message: no filters or sorting over nothing.
  const bare = products.total === 0 && !hasFilters(state);
  const withFilters = filters && !bare;
  return (
    <div className="listing">
      <Seo
        title={category?.seo.meta_title || shownTitle}
        description={
          category?.seo.meta_description || shownDescription || `Shop ${shownTitle} online in Dubai. Prices in AED.`
        }
        canonicalPath={pagedPath(typeof canonicalPath === 'function' ? canonicalPath(data) : canonicalPath, state.page)}
        jsonLd={category?.seo.schema_markup}
      />
      <header className="listing__head">
        <h1 ref={headingRef} tabIndex={-1}>
          {shownTitle}
        </h1>
        {shownDescription ? <p className="listing__desc">{shownDescription}</p> : null}
        {shownLinks?.length ? (
          <nav className="chips" aria-label={`${shownTitle}: narrow down`}>
            {shownLinks.map((link) => (
              <Link key={link.to} to={link.to} className="chip">
                {link.title}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>
      <div className={withFilters ? 'listing__layout has-filters' : 'listing__layout'}>
        {withFilters ? (
          <aside className="listing__filters" aria-label="Filters">
            {filters}
          </aside>
        ) : null}
        <section className="listing__main" aria-label="Products" aria-busy={query.isFetching}>
          <div className="listing__toolbar" hidden={bare}>
            <p className="listing__count" aria-live="polite">
              {products.total > 0
                ? `Showing ${products.from ?? 0}–${products.to ?? 0} of ${products.total} results`
                : '0 results'}
            </p>
            <SortSelect
              value={state.sort}
              onChange={(sort) => update({ sort })}
              keep={[...serializeListingParams({ ...state, sort: 'default', page: 1 })]}
            />
          </div>
          {query.isError ? (
            <p className="notice notice--error" role="alert">
              We could not load these products.{' '}
              <button type="button" className="link-button" onClick={() => query.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
          {products.data.length === 0 ? (
            <p className="notice empty">{emptyText}</p>
          ) : (
            <ProductGrid products={products.data} />
          )}
          <Pagination
            page={products.current_page}
            pageCount={products.last_page}
            hrefFor={hrefForPage}
            onChange={(page) => update({ page })}
          />
        </section>
      </div>
      {data.faq?.length ? (
        <Suspense fallback={null}>
          <FaqList items={data.faq} />
        </Suspense>
      ) : null}
    </div>
  );
}
