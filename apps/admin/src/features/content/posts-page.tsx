import {
  CONTENT_SEARCH_MAX_LENGTH,
  CONTENT_STATE_LABELS,
  CONTENT_STATES,
  type ContentState,
  type StaffPostList,
} from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { Pager } from '../../components/pager.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { BlogCategoriesPanel } from './blog-categories-panel.tsx';
import { contentKeys, fetchPosts, type PostSearch } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { StateBadge } from './state-badge.tsx';

/** The search lives in the address (`/admin/content/posts?q=rose&state=draft&page=2`). */
export function readPostSearch(search: URLSearchParams): PostSearch {
  const page = Number(search.get('page'));
  const state = search.get('state');
  return {
    q: search.get('q')?.trim().slice(0, CONTENT_SEARCH_MAX_LENGTH) || undefined,
    state: CONTENT_STATES.includes(state as ContentState) ? (state as ContentState) : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** Blog posts (issue 26, item 6): every post, drafts and scheduled ones included, newest publication first. */
export function PostsPage() {
  const [search, setSearch] = useSearchParams();
  const params = readPostSearch(search);
  const found = useQuery({
    queryKey: contentKeys.postList(params),
    queryFn: () => fetchPosts(params),
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
        <PageHeading title="Blog posts">Content</PageHeading>
        <Link className="button button--primary" to="/content/posts/new">
          New post
        </Link>
      </div>
      <ContentTabs />
      <div className="toolbar">
        <SearchForm
          label="Search posts by title"
          value={params.q}
          maxLength={CONTENT_SEARCH_MAX_LENGTH}
          onSearch={(q) => go({ ...params, q, page: 1 })}
        />
        <div className="field toolbar__filter">
          <label htmlFor="post-state">Show</label>
          <select
            id="post-state"
            value={params.state ?? ''}
            onChange={(event) => go({ ...params, state: (event.target.value || undefined) as ContentState, page: 1 })}
          >
            <option value="">Every post</option>
            {CONTENT_STATES.map((state) => (
              <option key={state} value={state}>
                {CONTENT_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorAlert error={found.error} />
      <p className="visually-hidden" role="status">
        {list && `${list.total} ${list.total === 1 ? 'post' : 'posts'}.`}
      </p>
      {!list ? (
        found.isPending && <Loading what="posts" />
      ) : list.data.length === 0 ? (
        <p className="empty">{params.q || params.state ? 'No post matches.' : 'No post yet: write the first.'}</p>
      ) : (
        <div aria-busy={found.isPlaceholderData || undefined}>
          <PostList list={list} />
          <Pager
            what="posts"
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
      <BlogCategoriesPanel />
    </>
  );
}

/** The posts as a list of rows: a table at desk width, stacked on a phone by the same markup. */
function PostList({ list }: { list: StaffPostList }) {
  return (
    <table className="content-table">
      <caption className="visually-hidden">Blog posts, newest publication first</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">State</th>
          <th scope="col">Publication</th>
        </tr>
      </thead>
      <tbody>
        {list.data.map((post) => (
          <tr key={post.id}>
            <th scope="row">
              <Link to={`/content/posts/${post.id}`}>{post.title}</Link>
            </th>
            <td data-label="Category">{post.category.title}</td>
            <td data-label="State">
              <StateBadge state={post.state} />
            </td>
            <td data-label="Publication">{formatDateTimeYear(post.published_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
