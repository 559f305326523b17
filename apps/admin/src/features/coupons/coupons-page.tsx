import { COUPON_SEARCH_MAX_LENGTH, COUPON_STATE_LABELS, COUPON_STATES, type CouponState } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PagedResults } from '../../components/paged-results.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { SelectFilter } from '../../components/select-filter.tsx';
import { readPage, readWords, useListAddress } from '../../hooks/use-list-address.ts';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { CouponCards, CouponTable } from './coupon-list.tsx';
import { couponsKeys, listCoupons, type CouponSearch } from './coupons-api.ts';
import { OfferRulesPanel } from './offer-rules-panel.tsx';

/** The list lives in the address (`/admin/coupons?search=spring&state=live&page=2`): a reload keeps it. */
export function readCouponSearch(search: URLSearchParams): CouponSearch {
  const state = search.get('state');
  return {
    search: readWords(search, 'search', COUPON_SEARCH_MAX_LENGTH),
    state: COUPON_STATES.includes(state as CouponState) ? (state as CouponState) : undefined,
    page: readPage(search),
  };
}

const STATE_OPTIONS = COUPON_STATES.map((state) => ({ value: state, label: COUPON_STATE_LABELS[state] }));

/** Coupons (issue 26, item 5): newest first, searched, kept to a state; and the standing offers, to read. */
export function CouponsPage() {
  const [params, go] = useListAddress(readCouponSearch);
  const phone = useMediaQuery(PHONE);
  const found = useQuery({
    queryKey: couponsKeys.list(params),
    queryFn: () => listCoupons(params),
    placeholderData: keepPreviousData,
  });
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
        <SelectFilter
          id="coupon-state"
          label="Show"
          className="field coupon-state-filter"
          value={params.state ?? ''}
          every="All coupons"
          options={STATE_OPTIONS}
          onChange={(state) => go({ ...params, state: (state || undefined) as CouponState, page: 1 })}
        />
      </div>
      <ErrorAlert error={found.error} />
      <PagedResults
        found={found}
        what="coupons"
        page={params.page}
        status={(list) => `${list.total} ${list.total === 1 ? 'coupon' : 'coupons'}: ${caption}.`}
        empty={
          params.search || params.state
            ? 'No coupon matches. Try part of the code, or show all coupons.'
            : 'No coupon yet. Make one with “New coupon”.'
        }
        onFirstPage={() => go({ ...params, page: 1 })}
        onPage={(page) => go({ ...params, page })}
      >
        {(coupons) =>
          phone ? (
            <CouponCards coupons={coupons} caption={caption} />
          ) : (
            <CouponTable coupons={coupons} caption={caption} />
          )
        }
      </PagedResults>
      <OfferRulesPanel />
    </>
  );
}
