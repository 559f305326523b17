import { Link } from '@/components/link';
import { paths } from '@/config/paths';

/** Shown when a page cannot load (often a new release or a lost connection). */
export function RouteError() {
  return (
    <section className="not-found container" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Check your connection and try again.</p>
      <div className="not-found__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="btn btn--ghost" to={paths.home()}>
          Home
        </Link>
      </div>
    </section>
  );
}
