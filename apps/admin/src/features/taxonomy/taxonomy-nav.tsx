import { NavLink } from 'react-router';

/** The three lists of the shop's structure, one link each, above each of their screens. */
export function TaxonomyNav() {
  return (
    <nav aria-label="Shop structure">
      <ul className="subnav">
        <li>
          <NavLink to="/catalog/categories">Categories</NavLink>
        </li>
        <li>
          <NavLink to="/catalog/brands">Brands</NavLink>
        </li>
        <li>
          <NavLink to="/catalog/origins">Origins</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** "3 products", "1 product": how many use a row, which decides whether it can be deleted. */
export const productCount = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'product' : 'products'}`;
