import { SUBSCRIBER_VIEW_LABELS, SUBSCRIBER_VIEWS, type SubscriberView } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { ListPager } from '../../components/pager.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { fetchSends, fetchSubscribers, inboxKeys, SUBSCRIBERS_FILE_URL } from './inbox-api.ts';
import { readPage, ViewSwitch } from './inbox-views.tsx';
import { NewsletterSendForm } from './newsletter-send-form.tsx';

const VIEWS = SUBSCRIBER_VIEWS.map((value) => ({ value, label: SUBSCRIBER_VIEW_LABELS[value] }));

/** The newsletters sent lately, with how far each delivery has gone. */
function SendsList() {
  const sends = useQuery({
    queryKey: inboxKeys.sends,
    queryFn: fetchSends,
    // While one is on its way, its count moves.
    refetchInterval: (query) => (query.state.data?.some((s) => !s.finished_at) ? 3000 : false),
  });
  if (!sends.data?.length) return null;
  return (
    <section className="inbox-sends" aria-labelledby="inbox-sends-title">
      <h2 id="inbox-sends-title">Sent lately</h2>
      <ul>
        {sends.data.map((s) => (
          <li key={s.id}>
            <strong>{s.subject}</strong>{' '}
            <span className="cell-sub">
              {formatDateTimeYear(s.created_at)} · {s.sent_by} ·{' '}
              {s.finished_at
                ? `delivered to ${s.delivered} of ${s.recipients}${s.failed ? `, ${s.failed} failed` : ''}`
                : `sending: ${s.delivered} of ${s.recipients}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The newsletter: subscribers by state, the confirmed ones as CSV, and the send. */
export function NewsletterTab() {
  const [search, setSearch] = useSearchParams();
  const view = VIEWS.find((v) => v.value === search.get('view'))?.value ?? 'confirmed';
  const page = readPage(search);
  const list = useQuery({
    queryKey: inboxKeys.subscribers(view, page),
    queryFn: () => fetchSubscribers(view, page),
    placeholderData: keepPreviousData,
  });
  const href = (v: SubscriberView) => `/inbox?tab=newsletter${v === 'confirmed' ? '' : `&view=${v}`}`;
  const data = list.data;
  return (
    <div className="inbox-newsletter">
      <div className="inbox-newsletter__list">
        <div className="toolbar">
          <a className="button" href={SUBSCRIBERS_FILE_URL} download>
            Download confirmed subscribers (CSV)
          </a>
        </div>
        <ViewSwitch label="Subscribers" views={VIEWS} current={view} href={href} />
        <ErrorAlert error={list.error} />
        {!data ? (
          list.isPending && <Loading what="subscribers" />
        ) : !data.data.length ? (
          <p className="empty">No subscriber here.</p>
        ) : (
          <>
            <ul className="subscriber-list">
              {data.data.map((s) => (
                <li key={s.id}>
                  <span className="cell-main">{s.email}</span>
                  <span className="cell-sub">
                    {s.unsubscribed_at
                      ? `Unsubscribed ${formatDateTimeYear(s.unsubscribed_at)}`
                      : s.confirmed_at
                        ? `Confirmed ${formatDateTimeYear(s.confirmed_at)}`
                        : `Signed up ${formatDateTimeYear(s.created_at)}`}
                  </span>
                </li>
              ))}
            </ul>
            <ListPager
              what="subscribers"
              list={data}
              onPage={(page) => setSearch({ tab: 'newsletter', view, page: String(page) })}
            />
          </>
        )}
      </div>
      <div className="inbox-newsletter__send">
        <NewsletterSendForm confirmed={data?.confirmed} />
        <SendsList />
      </div>
    </div>
  );
}
