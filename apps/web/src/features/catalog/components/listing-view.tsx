import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { useListing, type ListingSource } from '../api/get-listing';
import { hasFilters } from '../hooks/listing-params';
import { useListingParams } from '../hooks/use-listing-params';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

// The FAQ sits below the grid and brings the HTML sanitizer: it loads after the products.
const FaqList = lazy(() => import('@/components/ui/faq-list').then((m) => ({ default: m.FaqList })));

export const EMPTY_SHOP_TEXT = 'No Product Found!';
export const COMING_SOON_TEXT = 'Keep an eye out! Our latest products will be arriving shortly.';

interface ListingViewProps {
  source: ListingSource | null;
  /** Used until (or when) the response carries no category. */
  title: string;
  description?: string;
  /** Shown instead of 'No Product Found!' when the listing is empty. */
  emptyText?: string;
  /** The filter panel, when this listing can be filtered. */
  filters?: ReactNode;
}

/** Title, count, sort select, grid and pagination of any product listing (spec section 2). */
export function ListingView({ source, title, description, emptyText = EMPTY_SHOP_TEXT, filters }: ListingViewProps) {
  const { state, update, hrefForPage } = useListingParams();
  const query = useListing(source, { page: state.page, sort: state.sort });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = query.data;
  const category = data?.sub_category ?? data?.category ?? null;
  const shownTitle = category?.title ?? data?.choice?.title ?? title;
  const shownDescription = category?.description ?? data?.choice?.description ?? description;
  const products = data?.product;
  // An empty shelf shows only its message: no filters or sorting over nothing.
  const bare = products?.total === 0 && !hasFilters(state);
  const withFilters = filters && !bare;

  // A new page of results starts at the listing's heading (not on first load).
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  return (
    <div className="listing">
      <Seo
        title={category?.seo.meta_title || shownTitle}
        description={category?.seo.meta_description || shownDescription || `Shop ${shownTitle} online in Dubai. Prices in AED.`}
        jsonLd={category?.seo.schema_markup}
      />
      <header className="listing__head">
        <h1 ref={headingRef} tabIndex={-1}>{shownTitle}</h1>
        {shownDescription ? <p className="listing__desc">{shownDescription}</p> : null}
      </header>
      <div className={withFilters ? 'listing__layout has-filters' : 'listing__layout'}>
        {withFilters ? <aside className="listing__filters" aria-label="Filters">{filters}</aside> : null}
        <section className="listing__main" aria-label="Products" aria-busy={query.isFetching}>
          <div className="listing__toolbar" hidden={bare}>
            <p className="listing__count" aria-live="polite">
              {products && products.total > 0
                ? `Showing ${products.from ?? 0}–${products.to ?? 0} of ${products.total} results`
                : products
                  ? '0 results'
                  : ' '}
            </p>
            <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
          </div>
          {query.isPending ? <Spinner /> : null}
          {query.isError ? (
            <p className="notice notice--error" role="alert">
              We could not load these products. <button type="button" className="link-button" onClick={() => query.refetch()}>Try again</button>
            </p>
          ) : null}
          {products && products.data.length === 0 ? <p className="notice empty">{emptyText}</p> : null}
          {products && products.data.length > 0 ? <ProductGrid products={products.data} /> : null}
          {products ? (
            <Pagination page={products.current_page} pageCount={products.last_page} hrefFor={hrefForPage} onChange={(page) => update({ page })} />
          ) : null}
        </section>
      </div>
      {data?.faq?.length ? (
        <Suspense fallback={null}>
          <FaqList items={data.faq} />
        </Suspense>
      ) : null}
    </div>
  );
}
