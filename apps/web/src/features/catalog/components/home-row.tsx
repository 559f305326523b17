import type { CategoryLink, HomeFeaturedResponse, ProductTile as Product } from '@shop/shared/rules';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { ProductCard } from './product-card';

/** Cards a home row shows (the answer carries up to 12 a category, for the spec's client's grid). */
export const HOME_ROW_SIZE = 8;

/** One featured row: a home tab's category (its `title` is the row's heading) and its best sellers. */
export interface HomeRowData {
  category: CategoryLink;
  products: Product[];
}

/** The rows of `/home-featured-product`: each tab with its products, matched by `category_id`, in the tabs' order. */
export function homeRows(data: HomeFeaturedResponse): HomeRowData[] {
  return data.category_drop_down.map((category) => ({
    category,
    products: data.featured_products.filter((p) => p.category_id === category.id).slice(0, HOME_ROW_SIZE),
  }));
}

/**
 * One featured row: the category's best sellers in a horizontal, snap-scrolling strip. A row `below` the first
 * screen skips its layout until it comes near (`.row--below`, content-visibility).
 */
export function HomeRow({ row, eager = false, below = false }: { row: HomeRowData; eager?: boolean; below?: boolean }) {
  const headingId = `row-${row.category.route}`;
  return (
    <section className={below ? 'row row--below' : 'row'} aria-labelledby={headingId}>
      <div className="row__head">
        <h2 id={headingId}>{row.category.title}</h2>
        <Link className="row__all" to={paths.shop(row.category.route)}>
          View all <span className="visually-hidden">{row.category.title}</span>
        </Link>
      </div>
      <ul className="row__track" role="list">
        {row.products.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} eager={eager && i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
