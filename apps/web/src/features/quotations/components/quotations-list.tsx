import { formatAed, type Quotation } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { calendarDate, shopDateShort } from '@/lib/shop-date';
import { useQuotations } from '../api/quotations';
import { QuoteButton } from './quote-button';
import './quotations.css';
import './quotation-answer.css';

function QuotationCard({ quotation: q }: { quotation: Quotation }) {
  const items = q.lines.reduce((n, l) => n + l.qty, 0);
  return (
    <li className="quotation-card">
      <div className="quotation-card__head">
        <h3 className="quotation-card__number">{`Quotation ${q.number}`}</h3>
        <span className={`quote-status quote-status--${q.status}`}>{q.status_label}</span>
      </div>
      <p className="quotation-card__meta">
        <time dateTime={q.created_at}>{shopDateShort(q.created_at)}</time>
        {` · ${q.company_name}${q.event_type ? ` · ${q.event_type}` : ''} · ${items.toLocaleString('en-US')} ${items === 1 ? 'item' : 'items'}`}
      </p>
      <ul className="quotation-card__lines">
        {q.lines.map((line) => (
          <li key={line.id}>
            <span className="quotation-card__qty">{`${line.qty.toLocaleString('en-US')} ×`}</span>{' '}
            {line.product ? (
              <Link to={paths.product(line.product.route, line.product.category_route)}>{line.name}</Link>
            ) : (
              line.name
            )}
            <span className="quote-line__size">{line.size}</span>
            {line.unit_price !== null ? (
              <span className="quotation-card__price">{`${formatAed(line.unit_price)} each`}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {q.total !== null && q.valid_until ? (
        <div className="quotation-card__answer">
          <p>
            {'Total '}
            <strong>{formatAed(q.total)}</strong>
            {', VAT included. Valid until '}
            <time dateTime={q.valid_until}>{calendarDate(q.valid_until)}</time>.
          </p>
          {q.answer_note ? <p className="quotation-card__note">{q.answer_note}</p> : null}
          <QuoteButton number={q.number} />
        </div>
      ) : null}
      {q.message ? (
        <details className="quotation-card__message">
          <summary>Your message</summary>
          <p>{q.message}</p>
        </details>
      ) : null}
    </li>
  );
}

/** /account for corporate buyers: their quotation requests, newest first, with what they asked for and the status. */
export function QuotationsList() {
  const { data, isPending, isError, refetch } = useQuotations();
  if (isPending) return <Spinner label="Loading your quotations…" />;
  if (isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>Your quotations could not be loaded.</p>
        <button type="button" className="btn btn--primary btn--small" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!data.length)
    return (
      <p className="quotations__empty">
        No quotation requested yet. Open any product and choose ‘Request a quotation’.
      </p>
    );
  return (
    <ul className="quotations__list">
      {data.map((q) => (
        <QuotationCard key={q.id} quotation={q} />
      ))}
    </ul>
  );
}
