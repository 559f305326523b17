import { PRODUCT_SEARCH_MAX_LENGTH, type StaffProductPage, type StaffProductRow } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Pager } from '../../components/pager.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { formatMoney } from '../../lib/shop-format.ts';
import { ProductImport } from './product-import.tsx';
import { fetchProductOptions, listProducts, productFileUrl, productsKeys, type ProductSearch } from './products-api.ts';

const STATES = { all: 'All', active: 'On sale', archived: 'Archived' } as const;

/** The list lives in the address (`/admin/catalog/products?q=rioja&state=archived&page=2`): a reload keeps it. */
export function readProductSearch(search: URLSearchParams): ProductSearch {
  const page = Number(search.get('page'));
  const state = search.get('state');
  const category = Number(search.get('category'));
  return {
    q: search.get('q')?.trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH) || undefined,
    state: state === 'active' || state === 'archived' ? state : 'all',
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

function ProductLink({ product }: { product: StaffProductRow }) {
  return (
    <Link className="order-link" to={`/catalog/products/${product.id}`}>
      {product.name}
    </Link>
  );
}

const priceText = (p: StaffProductRow) => (p.price_fils ? formatMoney(p.price_fils / 100) : '—');

function ProductTable({ products }: { products: StaffProductRow[] }) {
  return (
    <div className="table-wrap">
      <table className="orders-table products-table">
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Sizes
            </th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Stock
            </th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id}>
              <td>
                <ProductLink product={p} />
                <span className="cell-sub">/{p.route}</span>
              </td>
              <td>{p.category}</td>
              <td className="num">{p.sizes}</td>
              <td className="num">{priceText(p)}</td>
              <td className="num">{p.stock}</td>
              <td>{p.archived ? <span className="tag tag--bad">Archived</span> : 'On sale'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductCards({ products }: { products: StaffProductRow[] }) {
  return (
    <ul className="order-cards" aria-label="Products">
      {products.map((p) => (
        <li key={p.id} className="order-card">
          <div className="order-card__top">
            <ProductLink product={p} />
            {p.archived && <span className="tag tag--bad">Archived</span>}
          </div>
          <p className="order-card__line">
            {p.category} · {priceText(p)} · {p.stock} in stock
          </p>
        </li>
      ))}
    </ul>
  );
}

function ProductsPager({ list, onPage }: { list: StaffProductPage; onPage: (page: number) => void }) {
  const { current_page: page, last_page: pages, from, to, total } = list;
  if (from === null || to === null) return null;
  const turn = { onPrevious: () => onPage(page - 1), onNext: () => onPage(page + 1) };
  return <Pager what="products" page={page} pages={pages} from={from} to={to} total={total} {...turn} />;
}

/** The catalog's products (issue 26, item 1): searched by name or route, by state and category, paged. */
export function ProductsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readProductSearch(search);
  const phone = useMediaQuery(PHONE);
  const options = useQuery({ queryKey: productsKeys.options, queryFn: fetchProductOptions });
  const found = useQuery({
    queryKey: productsKeys.list(params),
    queryFn: () => listProducts(params),
    placeholderData: keepPreviousData,
  });
  const go = (next: ProductSearch) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.state !== 'all') query.set('state', next.state);
    if (next.category) query.set('category', String(next.category));
    if (next.page > 1) query.set('page', String(next.page));
    setSearch(query);
  };
  const list = found.data;
  return (
    <>
      <div className="page-head">
        <PageHeading title="Products">Products</PageHeading>
        <Link className="button button--primary" to="/catalog/products/new">
          New product
        </Link>
      </div>
      <div className="stock-file">
        <a className="button" href={productFileUrl(params)} download>
          Export CSV
        </a>
        <details className="filters stock-import">
          <summary>Import CSV</summary>
          <ProductImport />
        </details>
      </div>
      <div className="toolbar products-toolbar">
        <SearchForm
          label="Search by name or route"
          value={params.q}
          maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          onSearch={(q) => go({ ...params, q, page: 1 })}
        />
        <div className="field">
          <label htmlFor="products-state">Show</label>
          <select
            id="products-state"
            value={params.state}
            onChange={(event) => go({ ...params, state: event.target.value as ProductSearch['state'], page: 1 })}
          >
            {Object.entries(STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="products-category">Category</label>
          <select
            id="products-category"
            value={params.category ?? ''}
            onChange={(event) => go({ ...params, category: Number(event.target.value) || undefined, page: 1 })}
          >
            <option value="">All</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent_id === null ? c.name : `— ${c.name}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorAlert error={found.error} />
      <p className="visually-hidden" role="status">
        {list && `${list.total} ${list.total === 1 ? 'product' : 'products'}.`}
      </p>
      {!list ? (
        found.isPending && <Loading what="products" />
      ) : list.data.length === 0 ? (
        <p className="empty">
          {params.page > 1 ? 'This page is past the last one.' : 'No product matches. Try part of the name.'}
        </p>
      ) : (
        <div aria-busy={found.isPlaceholderData || undefined}>
          {phone ? <ProductCards products={list.data} /> : <ProductTable products={list.data} />}
          <ProductsPager list={list} onPage={(page) => go({ ...params, page })} />
        </div>
      )}
    </>
  );
}
