import { CONTENT_SEARCH_MAX_LENGTH, CONTENT_STATE_LABELS, CONTENT_STATES, type ContentState } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Pager } from '../../components/pager.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { contentKeys, fetchNewsList, type PostSearch } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { readPostSearch } from './posts-page.tsx';
import { StateBadge } from './state-badge.tsx';

/** News items (issue 26, item 6): drafts and scheduled ones included, newest publication first. */
export function NewsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readPostSearch(search);
  const found = useQuery({
    queryKey: contentKeys.newsList(params),
    queryFn: () => fetchNewsList(params),
    placeholderData: keepPreviousData,
  });
  const go = (next: PostSearch) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.state) query.set('state', next.state);
    if (next.page > 1) query.set('page', String(next.page));
    setSearch(query);
  };
  const list = found.data;
  return (
    <>
      <div className="page-head">
        <PageHeading title="News">Content</PageHeading>
        <Link className="button button--primary" to="/content/news/new">
          New news item
        </Link>
      </div>
      <ContentTabs />
      <div className="toolbar">
        <SearchForm
          label="Search news by title"
          value={params.q}
          maxLength={CONTENT_SEARCH_MAX_LENGTH}
          onSearch={(q) => go({ ...params, q, page: 1 })}
        />
        <div className="field toolbar__filter">
          <label htmlFor="news-state">Show</label>
          <select
            id="news-state"
            value={params.state ?? ''}
            onChange={(event) => go({ ...params, state: (event.target.value || undefined) as ContentState, page: 1 })}
          >
            <option value="">Every item</option>
            {CONTENT_STATES.map((state) => (
              <option key={state} value={state}>
                {CONTENT_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorAlert error={found.error} />
      {!list ? (
        found.isPending && <Loading what="news" />
      ) : list.data.length === 0 ? (
        <p className="empty">{params.q || params.state ? 'No news item matches.' : 'No news yet.'}</p>
      ) : (
        <div aria-busy={found.isPlaceholderData || undefined}>
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
              {list.data.map((item) => (
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
          <Pager
            what="news items"
            page={list.current_page}
            pages={list.last_page}
            from={list.from ?? 0}
            to={list.to ?? 0}
            total={list.total}
            onPrevious={() => go({ ...params, page: params.page - 1 })}
            onNext={() => go({ ...params, page: params.page + 1 })}
          />
        </div>
      )}
    </>
  );
}
