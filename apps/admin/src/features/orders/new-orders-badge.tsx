import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchNewest, NEWEST_LIMIT, ordersKeys, QUEUE_POLL_MS } from './orders-api.ts';
import { countNewOrders, newOrdersAnnouncement, newOrdersBadge, tabOfNewest } from './new-orders.ts';

/**
 * The header's "N new" (issue 25): orders placed since the back office was opened or the badge was last pressed,
 * found by asking for the newest orders every few seconds, in the background too. Screen readers hear the count
 * politely as it changes; pressing the badge shows the orders and starts counting again from there.
 */
export function NewOrdersBadge() {
  const navigate = useNavigate();
  const newest = useQuery({
    queryKey: ordersKeys.newest,
    queryFn: fetchNewest,
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: true,
  });
  const [seenId, setSeenId] = useState<number | null>(null);
  // The first answer is what was there when the page opened: nothing of it is new.
  if (seenId === null && newest.data) setSeenId(newest.data.newest_id ?? 0);
  const rows = newest.data?.orders ?? [];
  const count = countNewOrders(rows, seenId);

  const acknowledge = () => {
    if (seenId === null) return;
    const tab = tabOfNewest(rows, seenId);
    setSeenId(newest.data?.newest_id ?? seenId);
    void navigate(`/orders${tab === 'new' ? '' : `?tab=${tab}`}`);
  };

  return (
    <>
      {count > 0 && (
        <button type="button" className="new-orders" onClick={acknowledge}>
          {newOrdersBadge(count, NEWEST_LIMIT)}
          <span className="visually-hidden"> {count === 1 ? 'order' : 'orders'}: show</span>
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {newOrdersAnnouncement(count, NEWEST_LIMIT)}
      </p>
    </>
  );
}
