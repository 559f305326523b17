import { NavLink } from 'react-router';

/** The Orders area's two screens: the queue, and the returns customers asked for (decision 028). */
export function OrdersNav() {
  return (
    <nav aria-label="Orders area">
      <ul className="subnav">
        <li>
          <NavLink to="/orders" end>
            Order queue
          </NavLink>
        </li>
        <li>
          <NavLink to="/orders/returns">Returns</NavLink>
        </li>
      </ul>
    </nav>
  );
}
