import type { HomeRow as Row } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProductCard } from './product-card';

/** One featured row: the category's best sellers in a horizontal, snap-scrolling strip. */
export function HomeRow({ row, eager = false }: { row: Row; eager?: boolean }) {
  const headingId = `row-${row.category.route}`;
  return (
    <section className="row" aria-labelledby={headingId}>
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
