import { activeFilters, type QueueParams, type QueueSort } from './queue-params.ts';
import { SearchForm } from '../../components/search-form.tsx';

const SORTS: Array<[QueueSort, string]> = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['slot', 'By delivery slot'],
];

interface ToolbarProps {
  params: QueueParams;
  onChange: (next: Partial<QueueParams>) => void;
}

/** The search (number, name, mobile, e-mail), the sort, and the filters folded away until wanted. */
export function QueueToolbar({ params, onChange }: ToolbarProps) {
  return (
    <div className="toolbar">
      <SearchForm
        label="Search orders"
        value={params.q}
        maxLength={100}
        placeholder="Number, name, mobile or e-mail"
        onSearch={(q) => onChange({ q })}
      />
      <div className="toolbar__sort">
        <label htmlFor="queue-sort">Sort</label>
        <select
          id="queue-sort"
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as QueueSort })}
        >
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <QueueFilters params={params} onChange={onChange} />
    </div>
  );
}

function QueueFilters({ params, onChange }: ToolbarProps) {
  const count = activeFilters(params);
  const apply = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '') || undefined;
    onChange({
      from: value('from'),
      to: value('to'),
      fulfilment: value('fulfilment') as QueueParams['fulfilment'],
      payment: value('payment') as QueueParams['payment'],
    });
  };
  const key = [params.from, params.to, params.fulfilment, params.payment].join('|');
  return (
    <details className="filters">
      <summary>Filters{count > 0 && ` (${count} on)`}</summary>
      <form className="filters__form" onSubmit={apply} key={key}>
        <div className="field">
          <label htmlFor="filter-from">Placed from</label>
          <input id="filter-from" name="from" type="date" defaultValue={params.from} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">Placed to</label>
          <input id="filter-to" name="to" type="date" defaultValue={params.to} />
        </div>
        <div className="field">
          <label htmlFor="filter-fulfilment">Delivery or pickup</label>
          <select id="filter-fulfilment" name="fulfilment" defaultValue={params.fulfilment ?? ''}>
            <option value="">Either</option>
            <option value="delivery">Delivery</option>
            <option value="pickup">Pickup</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-payment">Payment</label>
          <select id="filter-payment" name="payment" defaultValue={params.payment ?? ''}>
            <option value="">Either</option>
            <option value="cash">Cash</option>
            <option value="card">Card</option>
          </select>
        </div>
        <div className="filters__actions">
          <button className="button button--primary" type="submit">
            Apply filters
          </button>
          <button
            className="button"
            type="button"
            disabled={count === 0}
            onClick={() => onChange({ from: undefined, to: undefined, fulfilment: undefined, payment: undefined })}
          >
            Clear filters
          </button>
        </div>
      </form>
    </details>
  );
}
