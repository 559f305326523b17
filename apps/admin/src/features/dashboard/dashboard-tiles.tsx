import { formatAed, ORDER_STATE_LABELS, type OrderState, type StaffDashboard } from '@shop/shared/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  awaitingIdLink,
  daysBefore,
  deliveredLink,
  lowStockLink,
  pendingCommentsLink,
  todaysOrdersLink,
} from './dashboard-links.ts';

interface TileProps {
  value: string | number;
  label: string;
  /** A line under the figure: what it counts, or what it includes. */
  note?: ReactNode;
  /** Where staff act on it; the whole tile is then a link (named by its figure and label). */
  to?: string;
  /** Marks a figure that asks for someone's attention (more than nothing to do). */
  hot?: boolean;
  /** A nought among figures: shown quieter, so the states that hold orders stand out. */
  quiet?: boolean;
}

/** One figure of the dashboard. */
export function Tile({ value, label, note, to, hot, quiet }: TileProps) {
  const figure = (
    <>
      <span className="tile__value">{value}</span> <span className="tile__label">{label}</span>
    </>
  );
  return (
    <li className={`tile${to ? ' tile--link' : ''}${hot ? ' tile--hot' : ''}${quiet ? ' tile--quiet' : ''}`}>
      {to ? (
        <Link className="tile__link" to={to}>
          {figure}
        </Link>
      ) : (
        <p className="tile__figure">{figure}</p>
      )}
      {note && <p className="tile__note">{note}</p>}
    </li>
  );
}

type Orders = NonNullable<StaffDashboard['orders']>;
type Revenue = Orders['revenue_today'];

const ordersWord = (n: number) => `${n} delivered ${n === 1 ? 'order' : 'orders'}`;

/** What needs someone now: IDs to check, low stock, comments to approve, quotations to answer. */
export function AttentionTiles({ data }: { data: StaffDashboard }) {
  const { orders, low_stock: low, pending_comments: comments, quotations_to_answer: quotations } = data;
  return (
    <ul className="tiles">
      {orders && (
        <Tile
          value={orders.awaiting_id_check}
          label={orders.awaiting_id_check === 1 ? 'order awaiting an ID check' : 'orders awaiting an ID check'}
          note="Placed orders whose buyer's ID is not verified yet, from any day."
          to={awaitingIdLink()}
          hot={orders.awaiting_id_check > 0}
        />
      )}
      {low && (
        <Tile
          value={low.sizes}
          label={low.sizes === 1 ? 'size low on stock' : 'sizes low on stock'}
          note={`Sizes on sale with ${low.threshold} or fewer in stock.`}
          to={lowStockLink()}
          hot={low.sizes > 0}
        />
      )}
      {comments !== null && (
        <Tile
          value={comments}
          label={comments === 1 ? 'comment to approve' : 'comments to approve'}
          note="Blog comments waiting for approval."
          to={pendingCommentsLink()}
          hot={comments > 0}
        />
      )}
      {quotations !== null && (
        <Tile
          value={quotations}
          label={quotations === 1 ? 'quotation to answer' : 'quotations to answer'}
          note="Requests received and not answered yet."
          to="/inbox?tab=quotations"
          hot={quotations > 0}
        />
      )}
      {data.new_messages != null && (
        <Tile
          value={data.new_messages}
          label={data.new_messages === 1 ? 'new message' : 'new messages'}
          note="Contact messages nobody has opened yet."
          to="/inbox"
          hot={data.new_messages > 0}
        />
      )}
    </ul>
  );
}

/** The states an order passes through, in the order of its life. */
const STATES = Object.keys(ORDER_STATE_LABELS) as OrderState[];

/** Today's orders (the shop's calendar day), by the state each is in now. */
export function TodaysOrders({ orders, today }: { orders: Orders; today: string }) {
  return (
    <ul className="tiles tiles--states">
      {STATES.map((state) => (
        <Tile
          key={state}
          value={orders.today_by_state[state]}
          label={ORDER_STATE_LABELS[state]}
          note={state === 'placed' ? 'New, or awaiting an ID check.' : undefined}
          to={todaysOrdersLink(state, today)}
          quiet={orders.today_by_state[state] === 0}
        />
      ))}
    </ul>
  );
}

/** Revenue today and over the last 7 days (today included), with the VAT it includes. */
export function RevenueTiles({ orders, today }: { orders: Orders; today: string }) {
  const tile = (revenue: Revenue, label: string, from: string) => (
    <Tile
      value={formatAed(revenue.total)}
      label={label}
      to={deliveredLink(from, today)}
      note={
        <>
          Includes VAT of {formatAed(revenue.vat)}. From {ordersWord(revenue.orders)}.
        </>
      }
    />
  );
  return (
    <ul className="tiles tiles--revenue">
      {tile(orders.revenue_today, 'revenue today', today)}
      {tile(orders.revenue_7_days, 'revenue over the last 7 days', daysBefore(today, 6))}
    </ul>
  );
}
