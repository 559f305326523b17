import { PRODUCT_SEARCH_MAX_LENGTH, type StaffProductRow } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PagedResults } from '../../components/paged-results.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { SelectFilter } from '../../components/select-filter.tsx';
import { readPage, readWords, useListAddress } from '../../hooks/use-list-address.ts';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { formatMoney } from '../../lib/shop-format.ts';
import { ProductImport } from './product-import.tsx';
import { fetchProductOptions, listProducts, productFileUrl, productsKeys, type ProductSearch } from './products-api.ts';

const STATES = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'On sale' },
  { value: 'archived', label: 'Archived' },
] as const;

/** The list lives in the address (`/admin/catalog/products?q=rioja&state=archived&page=2`): a reload keeps it. */
export function readProductSearch(search: URLSearchParams): ProductSearch {
  const state = search.get('state');
  const category = Number(search.get('category'));
  return {
    q: readWords(search, 'q', PRODUCT_SEARCH_MAX_LENGTH),
    state: state === 'active' || state === 'archived' ? state : 'all',
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    page: readPage(search),
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

/** The catalog's products (issue 26, item 1): searched by name or route, by state and category, paged. */
export function ProductsPage() {
  const [params, go] = useListAddress(readProductSearch, { state: 'all' });
  const phone = useMediaQuery(PHONE);
  const options = useQuery({ queryKey: productsKeys.options, queryFn: fetchProductOptions });
  const found = useQuery({
    queryKey: productsKeys.list(params),
    queryFn: () => listProducts(params),
    placeholderData: keepPreviousData,
  });
  const categories = (options.data?.categories ?? []).map((c) => ({
    value: c.id,
    label: c.parent_id === null ? c.name : `— ${c.name}`,
  }));
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
        <SelectFilter
          id="products-state"
          label="Show"
          value={params.state}
          options={STATES}
          onChange={(state) => go({ ...params, state: state as ProductSearch['state'], page: 1 })}
        />
        <SelectFilter
          id="products-category"
          label="Category"
          value={params.category ?? ''}
          every="All"
          options={categories}
          onChange={(category) => go({ ...params, category: Number(category) || undefined, page: 1 })}
        />
      </div>
      <ErrorAlert error={found.error} />
      <PagedResults
        found={found}
        what="products"
        page={params.page}
        status={(list) => `${list.total} ${list.total === 1 ? 'product' : 'products'}.`}
        empty={params.page > 1 ? 'This page is past the last one.' : 'No product matches. Try part of the name.'}
        onPage={(page) => go({ ...params, page })}
      >
        {(products) => (phone ? <ProductCards products={products} /> : <ProductTable products={products} />)}
      </PagedResults>
    </>
  );
}
