import { Link } from 'react-router';

/** A page number from the address: whole, from 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1;
}

/** A choice of views inside a tab (open or done messages, a quotation status…), as links that keep the tab. */
export function ViewSwitch<V extends string>({
  label,
  views,
  current,
  href,
}: {
  label: string;
  views: readonly { value: V; label: string }[];
  current: V;
  href: (view: V) => string;
}) {
  return (
    <nav className="inbox-views" aria-label={label}>
      {views.map((view) => (
        <Link
          key={view.value}
          className="inbox-views__view"
          to={href(view.value)}
          aria-current={view.value === current ? 'page' : undefined}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
