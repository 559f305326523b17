import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PagedResults } from '../../components/paged-results.tsx';
import { useListAddress } from '../../hooks/use-list-address.ts';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { contentKeys, fetchNewsList } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { ContentToolbar, readPostSearch } from './content-toolbar.tsx';
import { StateBadge } from './state-badge.tsx';

/** News items (issue 26, item 6): drafts and scheduled ones included, newest publication first. */
export function NewsPage() {
  const [params, go] = useListAddress(readPostSearch);
  const found = useQuery({
    queryKey: contentKeys.newsList(params),
    queryFn: () => fetchNewsList(params),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="page-head">
        <PageHeading title="News">Content</PageHeading>
        <Link className="button button--primary" to="/content/news/new">
          New news item
        </Link>
      </div>
      <ContentTabs />
      <ContentToolbar kind="news" searchLabel="Search news by title" every="Every item" params={params} go={go} />
      <ErrorAlert error={found.error} />
      <PagedResults
        found={found}
        what="news items"
        loading="news"
        page={params.page}
        empty={params.q || params.state ? 'No news item matches.' : 'No news yet.'}
        onPage={(page) => go({ ...params, page })}
      >
        {(items) => (
          <table className="content-table">
            <caption className="visually-hidden">News, newest publication first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col">Publication</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link to={`/content/news/${item.id}`}>{item.title}</Link>
                  </th>
                  <td data-label="State">
                    <StateBadge state={item.state} />
                  </td>
                  <td data-label="Publication">{formatDateTimeYear(item.published_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedResults>
    </>
  );
}
