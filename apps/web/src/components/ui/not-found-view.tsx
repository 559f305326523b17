import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { Seo } from './seo';

/** The not-found page body, also used when a product or category does not exist. */
export function NotFoundView({ what = 'page' }: { what?: string }) {
  return (
    <section className="not-found container">
      <Seo title="Page not found" description="The page you are looking for could not be found." noIndex />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Sorry, this {what} could not be found</h1>
      <p>It may have moved, sold out for good, or the link may be mistyped.</p>
      <div className="not-found__actions">
        <Link className="btn btn--primary" to={paths.home()}>
          Back to the shop
        </Link>
        <Link className="btn btn--ghost" to={paths.shop('wine')}>
          Browse wine
        </Link>
      </div>
    </section>
  );
}
