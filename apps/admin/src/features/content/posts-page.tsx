import type { StaffPostRow } from '@shop/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PagedResults } from '../../components/paged-results.tsx';
import { useListAddress } from '../../hooks/use-list-address.ts';
import { formatDateTimeYear } from '../../lib/shop-format.ts';
import { BlogCategoriesPanel } from './blog-categories-panel.tsx';
import { contentKeys, fetchPosts } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { ContentToolbar, readPostSearch } from './content-toolbar.tsx';
import { StateBadge } from './state-badge.tsx';

/** Blog posts (issue 26, item 6): every post, drafts and scheduled ones included, newest publication first. */
export function PostsPage() {
  const [params, go] = useListAddress(readPostSearch);
  const found = useQuery({
    queryKey: contentKeys.postList(params),
    queryFn: () => fetchPosts(params),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="page-head">
        <PageHeading title="Blog posts">Content</PageHeading>
        <Link className="button button--primary" to="/content/posts/new">
          New post
        </Link>
      </div>
      <ContentTabs />
      <ContentToolbar kind="post" searchLabel="Search posts by title" every="Every post" params={params} go={go} />
      <ErrorAlert error={found.error} />
      <PagedResults
        found={found}
        what="posts"
        page={params.page}
        status={(list) => `${list.total} ${list.total === 1 ? 'post' : 'posts'}.`}
        empty={params.q || params.state ? 'No post matches.' : 'No post yet: write the first.'}
        onPage={(page) => go({ ...params, page })}
      >
        {(posts) => <PostList posts={posts} />}
      </PagedResults>
      <BlogCategoriesPanel />
    </>
  );
}

/** The posts as a list of rows: a table at desk width, stacked on a phone by the same markup. */
function PostList({ posts }: { posts: StaffPostRow[] }) {
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
        {posts.map((post) => (
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
