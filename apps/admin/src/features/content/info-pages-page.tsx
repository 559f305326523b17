import { INFO_PAGE_LABELS } from '@shop/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { contentKeys, fetchInfoPages } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';

/** `/content/pages`: the information pages (about, corporate, the policies), each opened to edit its words. */
export function InfoPagesPage() {
  const pages = useQuery({ queryKey: contentKeys.infoPages, queryFn: fetchInfoPages });
  return (
    <>
      <div className="page-head">
        <PageHeading title="Pages">Content</PageHeading>
      </div>
      <ContentTabs />
      <p className="small">
        The shop&apos;s information pages. Their addresses are fixed; their words are yours to change.
      </p>
      <ErrorAlert error={pages.error} />
      {!pages.data ? (
        pages.isPending && <Loading what="the pages" />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {pages.data.map((page) => (
                <tr key={page.slug}>
                  <td>
                    <Link to={`/content/pages/${page.slug}`}>{INFO_PAGE_LABELS[page.slug]}</Link>
                  </td>
                  <td>{page.title}</td>
                  <td>
                    <code>/{page.slug}</code>
                  </td>
                  <td>{formatDateTimeYear(page.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
