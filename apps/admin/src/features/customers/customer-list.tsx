import type { CustomerPage, CustomerSummary } from '@shop/shared/rules';
import { Link } from 'react-router';
import { formatDay } from './format.ts';
import { Pager } from '../../components/pager.tsx';

interface ListProps {
  customers: CustomerSummary[];
  caption: string;
}

/** Whether the shop blocked the account; a corporate account says so too. */
export function AccountTags({ customer }: { customer: Pick<CustomerSummary, 'blocked' | 'user_type'> }) {
  return (
    <>
      {customer.blocked && <span className="tag tag--bad">Blocked</span>}
      {customer.user_type === 'corporate' && <span className="tag tag--info">Corporate</span>}
    </>
  );
}

/** The search's answer at desk width: one row per account, its name the link to it. */
export function CustomerTable({ customers, caption }: ListProps) {
  return (
    <div className="table-wrap">
      <table className="orders-table customers-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">E-mail</th>
            <th scope="col">Mobile</th>
            <th scope="col">Joined</th>
            <th scope="col">
              <span className="visually-hidden">Account</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.id}>
              <td>
                <Link className="order-link" to={`/customers/${customer.id}`}>
                  {customer.full_name}
                </Link>
                <span className="cell-sub">No. {customer.id}</span>
              </td>
              <td className="customers-table__email">{customer.email ?? '—'}</td>
              <td className="customers-table__mobile">{customer.mobile ?? '—'}</td>
              <td>
                <time dateTime={customer.created_at}>{formatDay(customer.created_at)}</time>
              </td>
              <td className="customers-table__tags">
                <AccountTags customer={customer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The search's answer on a phone: one card per account, the whole card a link (through the name). */
export function CustomerCards({ customers, caption }: ListProps) {
  return (
    <ul className="order-cards" aria-label={caption}>
      {customers.map((customer) => (
        <li key={customer.id} className="order-card customer-card">
          <div className="order-card__top">
            <Link className="order-card__link" to={`/customers/${customer.id}`}>
              {customer.full_name}
            </Link>
            <span className="customer-card__tags">
              <AccountTags customer={customer} />
            </span>
          </div>
          {customer.email && <p className="order-card__line customer-card__email">{customer.email}</p>}
          {customer.mobile && <p className="order-card__line">{customer.mobile}</p>}
          <p className="order-card__line">
            No. {customer.id} · joined <time dateTime={customer.created_at}>{formatDay(customer.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page of the search, and where the list stands. */
export function CustomersPager({ list, onPage }: { list: CustomerPage; onPage: (page: number) => void }) {
  const { current_page: page, last_page: pages, from, to, total } = list;
  if (from === null || to === null) return null;
  const turn = { onPrevious: () => onPage(page - 1), onNext: () => onPage(page + 1) };
  return <Pager what="customers" page={page} pages={pages} from={from} to={to} total={total} {...turn} />;
}
