import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHeading title="Not found">Page not found</PageHeading>
      <p>
        There is no such page in the back office. <Link to="/orders">Go to the orders</Link>.
      </p>
    </>
  );
}
