import { COUPON_SEARCH_MAX_LENGTH, COUPON_STATE_LABELS, COUPON_STATES, type CouponState } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Pager, PastLastPage } from '../../components/pager.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { CouponCards, CouponTable } from './coupon-list.tsx';
import { couponsKeys, listCoupons, type CouponSearch } from './coupons-api.ts';
import { OfferRulesPanel } from './offer-rules-panel.tsx';

/** The list lives in the address (`/admin/coupons?search=spring&state=live&page=2`): a reload keeps it. */
export function readCouponSearch(search: URLSearchParams): CouponSearch {
  const page = Number(search.get('page'));
  const state = search.get('state');
  return {
    search: search.get('search')?.trim().slice(0, COUPON_SEARCH_MAX_LENGTH) || undefined,
    state: COUPON_STATES.includes(state as CouponState) ? (state as CouponState) : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** Coupons (issue 26, item 5): newest first, searched, kept to a state; and the standing offers, to read. */
export function CouponsPage() {
  const [address, setAddress] = useSearchParams();
  const params = readCouponSearch(address);
  const phone = useMediaQuery(PHONE);
  const found = useQuery({
    queryKey: couponsKeys.list(params),
    queryFn: () => listCoupons(params),
    placeholderData: keepPreviousData,
  });
  const go = (next: CouponSearch) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.state) query.set('state', next.state);
    if (next.page > 1) query.set('page', String(next.page));
    setAddress(query);
  };
  const list = found.data;
  const caption = [
    params.state ? `${COUPON_STATE_LABELS[params.state]} coupons` : 'All coupons',
    params.search && `matching “${params.search}”`,
    'newest first',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <>
      <div className="page-head">
        <PageHeading title="Coupons">Coupons</PageHeading>
        <Link className="button button--primary coupon-new" to="/coupons/new">
          New coupon
        </Link>
      </div>
      <div className="toolbar">
        <SearchForm
          label="Search by code or description"
          value={params.search}
          maxLength={COUPON_SEARCH_MAX_LENGTH}
          onSearch={(search) => go({ ...params, search, page: 1 })}
        />
        <div className="field coupon-state-filter">
          <label htmlFor="coupon-state">Show</label>
          <select
            id="coupon-state"
            value={params.state ?? ''}
            onChange={(event) => go({ ...params, state: (event.target.value || undefined) as CouponState, page: 1 })}
          >
            <option value="">All coupons</option>
            {COUPON_STATES.map((state) => (
              <option key={state} value={state}>
                {COUPON_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorAlert error={found.error} />
      <p className="visually-hidden" role="status">
        {list && `${list.total} ${list.total === 1 ? 'coupon' : 'coupons'}: ${caption}.`}
      </p>
      {!list ? (
        found.isPending && <Loading what="coupons" />
      ) : list.data.length === 0 ? (
        params.page > 1 ? (
          <PastLastPage onFirstPage={() => go({ ...params, page: 1 })} />
        ) : (
          <p className="empty">
            {params.search || params.state
              ? 'No coupon matches. Try part of the code, or show all coupons.'
              : 'No coupon yet. Make one with “New coupon”.'}
          </p>
        )
      ) : (
        <div aria-busy={found.isPlaceholderData || undefined}>
          {phone ? (
            <CouponCards coupons={list.data} caption={caption} />
          ) : (
            <CouponTable coupons={list.data} caption={caption} />
          )}
          <Pager
            what="coupons"
            page={list.current_page}
            pages={list.last_page}
            from={list.from ?? 0}
            to={list.to ?? 0}
            total={list.total}
            onPrevious={() => go({ ...params, page: params.page - 1 })}
            onNext={() => go({ ...params, page: params.page + 1 })}
          />
        </div>
      )}
      <OfferRulesPanel />
    </>
  );
}
