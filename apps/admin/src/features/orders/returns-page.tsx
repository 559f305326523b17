import { RETURN_STATES, type StaffReturnList } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Pager } from '../../components/pager.tsx';
import { useCan } from '../../session/session.ts';
import { OrdersNav } from './orders-nav.tsx';
import { ReturnCard } from './return-card.tsx';
import { fetchReturns, RETURNS_PAGE_SIZE, returnsKeys, type ReturnsParams } from './returns-api.ts';
import { readReturnsParams, RETURN_TAB_LABELS, returnsSearch } from './returns-params.ts';

/** The tabs, one per state of a return, each with how many returns it holds. Links: each tab is an address. */
function ReturnTabs({ params, counts }: { params: ReturnsParams; counts?: StaffReturnList['counts'] }) {
  return (
    <nav className="tabs" aria-label="Return status">
      <ul>
        {RETURN_STATES.map((state) => {
          const count = counts?.[state];
          return (
            <li key={state}>
              <Link
                className="tabs__tab"
                to={`/orders/returns${returnsSearch({ state, page: 1 })}`}
                aria-current={state === params.state ? 'page' : undefined}
              >
                {RETURN_TAB_LABELS[state]}
                {count !== undefined && (
                  <span className={`count ${count > 0 && state === 'requested' ? 'count--hot' : ''}`}>
                    {count}
                    <span className="visually-hidden"> {count === 1 ? 'return' : 'returns'}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The returns customers asked for (decision 028), under Orders: those waiting for a decision first, then the approved
 * ones waiting for their goods, the refused and the received. Staff without `returns:write` see them, with no actions.
 */
export function ReturnsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readReturnsParams(search);
  const canWrite = useCan('returns:write');
  const [done, setDone] = useState<string | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const returns = useQuery({
    queryKey: returnsKeys.list(params),
    queryFn: () => fetchReturns(params),
    placeholderData: keepPreviousData,
  });
  const list = returns.data;
  const go = (page: number) => setSearch(returnsSearch({ ...params, page }).slice(1));
  // The card acted on leaves its tab: focus goes to what was done, not to the top of the page.
  const onDone = (message: string) => {
    setDone(message);
    status.current?.focus();
  };
  const from = (params.page - 1) * RETURNS_PAGE_SIZE + 1;

  return (
    <>
      <OrdersNav />
      <div className="page-head">
        <PageHeading title="Returns">Returns</PageHeading>
      </div>
      <ReturnTabs params={params} counts={list?.counts} />
      <ErrorAlert error={returns.error} />
      <div ref={status} tabIndex={-1} className="returns-status">
        <StatusMessage>{done}</StatusMessage>
      </div>
      {!list ? (
        returns.isPending && <Loading what="returns" />
      ) : list.returns.length === 0 ? (
        <p className="empty">No {RETURN_TAB_LABELS[params.state].toLowerCase()} returns.</p>
      ) : (
        <div aria-busy={returns.isPlaceholderData || undefined}>
          <ul className="return-list" aria-label={`${RETURN_TAB_LABELS[params.state]} returns`}>
            {list.returns.map((row) => (
              <ReturnCard key={row.id} row={row} canWrite={canWrite} onDone={onDone} />
            ))}
          </ul>
          <Pager
            what="returns"
            page={list.page}
            pages={list.pages}
            from={from}
            to={from + list.returns.length - 1}
            total={list.total}
            onPrevious={() => go(list.page - 1)}
            onNext={() => go(list.page + 1)}
          />
        </div>
      )}
    </>
  );
}
