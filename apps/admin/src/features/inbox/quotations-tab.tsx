import { formatAed, QUOTATION_STATUS_LABELS, type Quotation, type QuotationStatus } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { ListPager } from '../../components/pager.tsx';
import { formatDateTime, formatDay } from '../../lib/shop-format.ts';
import { fetchQuotations, inboxKeys, quotePdfUrl } from './inbox-api.ts';
import { readPage, ViewSwitch } from './inbox-views.tsx';
import { QuotationAnswerForm } from './quotation-answer-form.tsx';

const VIEWS = [
  { value: 'received', label: 'To answer' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'closed', label: 'Closed' },
] as const;

function QuotationCard({ quotation: q }: { quotation: Quotation }) {
  const [revising, setRevising] = useState(false);
  return (
    <li className="inbox-card inbox-card--open">
      <div className="inbox-card__summary">
        <span className="inbox-card__subject">
          {q.number} · {q.company_name}
        </span>
        <span className={q.status === 'received' ? 'tag tag--warn' : 'tag'}>{QUOTATION_STATUS_LABELS[q.status]}</span>
        <span className="inbox-card__meta">
          {q.full_name} · {formatDateTime(q.created_at)}
          {q.event_type && ` · ${q.event_type}`}
        </span>
      </div>
      <div className="inbox-card__body">
        <p className="inbox-card__from">
          <a href={`mailto:${q.email}`}>{q.email}</a> · <a href={`tel:${q.mobile}`}>{q.mobile}</a>
        </p>
        {q.message && <p className="inbox-card__message">{q.message}</p>}
        {q.status === 'received' || revising ? (
          <QuotationAnswerForm quotation={q} onDone={() => setRevising(false)} />
        ) : (
          <>
            <ul className="quote-lines">
              {q.lines.map((l) => (
                <li key={l.id}>
                  {l.qty.toLocaleString('en-US')} × {l.name} <span className="cell-sub">{l.size}</span>
                  {l.unit_price !== null && <span className="quote-lines__price">{formatAed(l.unit_price)} each</span>}
                </li>
              ))}
            </ul>
            {q.total !== null && q.valid_until && (
              <p>
                Total <strong>{formatAed(q.total)}</strong>, valid until {formatDay(q.valid_until)}.{' '}
                <a href={quotePdfUrl(q.number)} target="_blank" rel="noreferrer">
                  Open the quote (PDF)
                </a>
              </p>
            )}
            {q.answer_note && <p className="inbox-card__message">{q.answer_note}</p>}
            {q.status === 'quoted' && (
              <button type="button" className="button" onClick={() => setRevising(true)}>
                Revise the prices
              </button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** Quotations: those to answer first (oldest first), then those quoted and closed. */
export function QuotationsTab() {
  const [search, setSearch] = useSearchParams();
  const status = VIEWS.find((v) => v.value === search.get('status'))?.value ?? 'received';
  const page = readPage(search);
  const list = useQuery({
    queryKey: inboxKeys.quotations(status, page),
    queryFn: () => fetchQuotations(status, page),
    placeholderData: keepPreviousData,
  });
  const href = (s: QuotationStatus) => `/inbox?tab=quotations${s === 'received' ? '' : `&status=${s}`}`;
  const data = list.data;
  return (
    <>
      <ViewSwitch label="Quotation status" views={VIEWS} current={status} href={href} />
      <ErrorAlert error={list.error} />
      {!data ? (
        list.isPending && <Loading what="quotations" />
      ) : !data.data.length ? (
        <p className="empty">
          {status === 'received' ? 'No quotation waits for an answer.' : `No ${status} quotation.`}
        </p>
      ) : (
        <>
          <ul className="inbox-cards">
            {data.data.map((q) => (
              <QuotationCard key={q.id} quotation={q} />
            ))}
          </ul>
          <ListPager
            what="quotations"
            list={data}
            onPage={(page) => setSearch({ tab: 'quotations', status, page: String(page) })}
          />
        </>
      )}
    </>
  );
}
