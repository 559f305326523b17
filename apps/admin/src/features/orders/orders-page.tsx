import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { fetchQueue, ordersKeys, QUEUE_POLL_MS } from './orders-api.ts';
import { OrderCards } from './order-cards.tsx';
import { OrdersNav } from './orders-nav.tsx';
import { OrdersTable } from './orders-table.tsx';
import { QueueEmpty, QueuePager } from './queue-pager.tsx';
import { queueSearch, readQueueParams, TAB_LABELS, type QueueParams } from './queue-params.ts';
import { QueueTabs } from './queue-tabs.tsx';
import { QueueToolbar } from './queue-toolbar.tsx';
import { useQueueTable } from './use-queue-table.ts';

/** The orders queue (issue 25, item 5): the home of the back office after sign-in. */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const params = readQueueParams(search);
  const phone = useMediaQuery(PHONE);
  const queue = useQuery({
    queryKey: ordersKeys.queue(params),
    queryFn: () => fetchQueue(params),
    refetchInterval: QUEUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
  // Any change but a new page starts again from the first page.
  const go = (next: Partial<QueueParams>) => setSearch(queueSearch({ ...params, page: 1, ...next }).slice(1));
  const table = useQueueTable(queue.data, params, go);
  const list = queue.data;
  const caption = `${TAB_LABELS[params.tab]} orders${params.q ? `, matching “${params.q}”` : ''}`;

  return (
    <>
      <OrdersNav />
      <div className="page-head">
        <PageHeading title="Orders">Orders</PageHeading>
        <p className="page-head__note">Updates by itself every few seconds.</p>
      </div>
      <QueueTabs params={params} counts={list?.counts} />
      <QueueToolbar params={params} onChange={go} />
      <ErrorAlert error={queue.error} />
      {/* What a search, a filter or a tab found, said politely (the list itself is not read out). */}
      <p className="visually-hidden" role="status">
        {list && `${list.total} ${list.total === 1 ? 'order' : 'orders'}: ${caption}.`}
      </p>
      {!list ? (
        queue.isPending && <Loading what="orders" />
      ) : list.orders.length === 0 ? (
        <QueueEmpty params={params} onFirstPage={() => go({})} />
      ) : (
        <div aria-busy={queue.isPlaceholderData || undefined}>
          {phone ? <OrderCards table={table} caption={caption} /> : <OrdersTable table={table} caption={caption} />}
          <QueuePager table={table} total={list.total} />
        </div>
      )}
    </>
  );
}
