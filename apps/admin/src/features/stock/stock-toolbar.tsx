import { STOCK_SEARCH_MAX_LENGTH } from '@shop/shared/rules';
import { Link } from 'react-router';
import { orderOf, STOCK_ORDERS, stockSearch, type StockOrder, type StockParams } from './stock-params.ts';
import { Pager } from '../../components/pager.tsx';
import { SearchForm } from '../../components/search-form.tsx';

interface ToolbarProps {
  params: StockParams;
  onChange: (next: Partial<StockParams>) => void;
}

/** Every size, or only the low ones: two tabs, as links, so the list shown can be sent to a colleague. */
export function StockTabs({ params, threshold }: { params: StockParams; threshold?: number }) {
  const tabs = [
    { low: false, label: 'All sizes' },
    { low: true, label: threshold === undefined ? 'Low stock' : `Low stock (${threshold} or fewer)` },
  ];
  return (
    <nav className="tabs" aria-label="Which sizes">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              className="tabs__tab"
              to={`/stock${stockSearch({ ...params, low: tab.low, page: 1 })}`}
              aria-current={tab.low === params.low ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The search by product name and the order of the list. */
export function StockToolbar({ params, onChange }: ToolbarProps) {
  return (
    <div className="toolbar">
      <SearchForm
        label="Search products"
        value={params.q}
        maxLength={STOCK_SEARCH_MAX_LENGTH}
        placeholder="Part of a product name"
        onSearch={(q) => onChange({ q })}
      />
      <div className="toolbar__sort">
        <label htmlFor="stock-sort">Sort</label>
        <select
          id="stock-sort"
          value={orderOf(params)}
          onChange={(event) => {
            const [sort, dir] = event.target.value.split('-') as [StockParams['sort'], StockParams['dir']];
            onChange({ sort, dir });
          }}
        >
          {(Object.entries(STOCK_ORDERS) as Array<[StockOrder, string]>).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Previous and next page, and where the list stands. */
export function StockPager({ page, pages, from, to, total, onPage }: PagerProps) {
  if (from === null || to === null) return null;
  const turn = { onPrevious: () => onPage(page - 1), onNext: () => onPage(page + 1) };
  return <Pager what="sizes" page={page} pages={pages} from={from} to={to} total={total} {...turn} />;
}

interface PagerProps {
  page: number;
  pages: number;
  from: number | null;
  to: number | null;
  total: number;
  onPage: (page: number) => void;
}
