import { inShopTime, shopToday } from '@shop/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { DASHBOARD_POLL_MS, dashboardKeys, fetchDashboard } from './dashboard-api.ts';
import { AttentionTiles, RevenueTiles, TodaysOrders } from './dashboard-tiles.tsx';

// The shop's clock (the shared helper moves a moment to it), written with its UTC fields.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The day at a glance (issue 25, item 10), for every signed-in member: what needs attention, today's orders by
 * state and the revenue, each part only when the server answers it for the role. It asks again every 30 seconds.
 */
export function DashboardPage() {
  const dashboard = useQuery({
    queryKey: dashboardKeys.all,
    queryFn: fetchDashboard,
    refetchInterval: DASHBOARD_POLL_MS,
    // A refusal (4xx) would be refused again: say it at once. Others are retried as everywhere.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const data = dashboard.data;
  // The moment of the figures: "today" is the shop's calendar day they were counted on.
  const at = new Date(dashboard.dataUpdatedAt);
  const today = shopToday(at);
  const orders = data?.orders;
  const attention =
    data && (orders || data.low_stock || data.pending_comments !== null || data.quotations_to_answer !== null);
  const totalToday = orders ? Object.values(orders.today_by_state).reduce((sum, n) => sum + n, 0) : 0;

  return (
    <>
      <div className="page-head">
        <PageHeading title="Today">Today</PageHeading>
        {data && (
          <p className="page-head__note">
            {dayFormat.format(inShopTime(at))} · updated at{' '}
            <time dateTime={at.toISOString()}>{timeFormat.format(inShopTime(at))}</time>, and every 30 seconds
          </p>
        )}
      </div>
      <ErrorAlert error={dashboard.error} />
      {dashboard.isPending && <Loading what="today's figures" />}
      {data && !attention && <p className="empty">Your role has no figures to show here yet.</p>}
      {data && attention && (
        <div className="dashboard">
          <section className="dashboard__part" aria-labelledby="dash-attention">
            <h2 id="dash-attention">Needs attention</h2>
            <AttentionTiles data={data} />
          </section>
          {orders && (
            <section className="dashboard__part" aria-labelledby="dash-orders">
              <h2 id="dash-orders">
                Today&rsquo;s orders{' '}
                <span className="dashboard__count">
                  {totalToday}
                  <span className="visually-hidden"> in all</span>
                </span>
              </h2>
              <p className="dashboard__note">Orders placed today, by the state they are in now.</p>
              <TodaysOrders orders={orders} today={today} />
            </section>
          )}
          {orders && (
            <section className="dashboard__part" aria-labelledby="dash-revenue">
              <h2 id="dash-revenue">Revenue</h2>
              <p className="dashboard__note">Delivered orders, counted on the day they were placed.</p>
              <RevenueTiles orders={orders} today={today} />
            </section>
          )}
        </div>
      )}
    </>
  );
}
