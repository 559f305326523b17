import { CUSTOMER_SEARCH_MAX_LENGTH } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { customersKeys, searchCustomers, type CustomerSearch } from './customers-api.ts';
import { CustomerCards, CustomerTable, CustomersPager } from './customer-list.tsx';
import { SearchForm } from '../../components/search-form.tsx';

/** The search lives in the address (`/admin/customers?q=layla&page=2`): a reload or the back button keeps it. */
export function readCustomerSearch(search: URLSearchParams): CustomerSearch {
  const page = Number(search.get('page'));
  return {
    q: search.get('q')?.trim().slice(0, CUSTOMER_SEARCH_MAX_LENGTH) || undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** Customers (issue 25, item 9): found by name, e-mail, mobile number or id, newest first, paged by the server. */
export function CustomersPage() {
  const [search, setSearch] = useSearchParams();
  const params = readCustomerSearch(search);
  const phone = useMediaQuery(PHONE);
  const found = useQuery({
    queryKey: customersKeys.search(params),
    queryFn: () => searchCustomers(params),
    placeholderData: keepPreviousData,
  });
  const go = (next: CustomerSearch) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.page > 1) query.set('page', String(next.page));
    setSearch(query);
  };
  const searchFor = (q: string | undefined) => go({ q, page: 1 });
  const list = found.data;
  const caption = params.q ? `Customers matching “${params.q}”` : 'All customers, newest first';

  return (
    <>
      <div className="page-head">
        <PageHeading title="Customers">Customers</PageHeading>
      </div>
      <div className="toolbar">
        <SearchForm
          label="Search by name, e-mail, mobile or customer number"
          value={params.q}
          maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
          onSearch={searchFor}
        />
      </div>
      <ErrorAlert error={found.error} />
      <p className="visually-hidden" role="status">
        {list && `${list.total} ${list.total === 1 ? 'customer' : 'customers'}: ${caption}.`}
      </p>
      {!list ? (
        found.isPending && <Loading what="customers" />
      ) : list.data.length === 0 ? (
        <p className="empty">
          {params.page > 1
            ? 'This page is past the last one.'
            : params.q
              ? `No customer matches “${params.q}”. Try part of the name, the whole e-mail or the mobile number.`
              : 'No customer has signed up yet.'}
        </p>
      ) : (
        <div aria-busy={found.isPlaceholderData || undefined}>
          {phone ? (
            <CustomerCards customers={list.data} caption={caption} />
          ) : (
            <CustomerTable customers={list.data} caption={caption} />
          )}
          <CustomersPager list={list} onPage={(page) => go({ ...params, page })} />
        </div>
      )}
    </>
  );
}
