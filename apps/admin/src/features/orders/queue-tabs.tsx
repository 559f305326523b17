import type { StaffOrderList } from '@shop/shared/rules';
import { Link } from 'react-router';
import { QUEUE_TABS, queueSearch, TAB_LABELS, type QueueParams } from './queue-params.ts';

/**
 * The queue's tabs, one per step of an order's life, each with how many orders it holds under the current search
 * and filters. They are links (each tab is an address), marked `aria-current` for the one shown.
 */
export function QueueTabs({ params, counts }: { params: QueueParams; counts?: StaffOrderList['counts'] }) {
  return (
    <nav className="tabs" aria-label="Order status">
      <ul>
        {QUEUE_TABS.map((tab) => {
          const count = counts?.[tab];
          return (
            <li key={tab}>
              <Link
                className="tabs__tab"
                to={`/orders${queueSearch({ ...params, tab, page: 1 })}`}
                aria-current={tab === params.tab ? 'page' : undefined}
              >
                {TAB_LABELS[tab]}
                {count !== undefined && (
                  <span
                    className={`count ${count > 0 && (tab === 'new' || tab === 'awaiting_id') ? 'count--hot' : ''}`}
                  >
                    {count}
                    <span className="visually-hidden"> {count === 1 ? 'order' : 'orders'}</span>
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
