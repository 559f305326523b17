import { RELATED_ARTICLES_COUNT } from '@shop/shared/rules';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { CommentForm } from '@/features/comments/components/comment-form';
import { CommentList } from '@/features/comments/components/comment-list';
import { ArticleBody } from '@/features/content/components/article-body';
import { ArticleCard } from '@/features/content/components/article-card';
import { useBlogCategory, useBlogPost } from '@/features/content/api/get-blog';
import { absoluteUrl } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';
import '@/features/auth/components/auth.css';

/** /blog/{cat}/{id}: the post, its approved comments and the comment form (decision 017). */
export function Component() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useBlogPost(id);
  // A signed-in reader's details fill in the form; on the server, and while hydrating, the reader is a guest.
  const { data: me } = useMe();
  // "More from" the post's category: its newest other posts, from the category's list (the page reads it anyway).
  const sameCategory = useBlogCategory(data ? data.blog.category.route : null);
  if (isPending) return <Spinner />;
  if (isNotFound(error) || !data) return <NotFoundView what="article" />;
  const post = data.blog;
  const related = (sameCategory.data ?? []).filter((b) => b.id !== post.id).slice(0, RELATED_ARTICLES_COUNT);
  // One URL per post, whichever category or case it was opened with.
  const canonicalPath = paths.blogPost(post.category.route, post.route);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seo.meta_description,
    image: absoluteUrl(post.banner_image),
    url: absoluteUrl(canonicalPath),
    datePublished: post.created_at,
    author: { '@type': 'Person', name: post.created_by || 'Cellar' },
    // Approved comments only (the API sends no other); the Seo component escapes `<` in the whole block.
    commentCount: post.comments.length,
    comment: post.comments.map((c) => ({
      '@type': 'Comment',
      author: { '@type': 'Person', name: c.name },
      dateCreated: c.created_at,
      text: c.message,
    })),
  };
  return (
    <div className="container page">
      <Seo
        title={post.seo.meta_title}
        description={post.seo.meta_description.slice(0, 155)}
        canonicalPath={canonicalPath}
        jsonLd={ld}
      />
      <ArticleBody
        title={post.title}
        image={post.banner_image}
        date={post.created_at}
        html={post.description}
        byline={post.created_by ? `By ${post.created_by}` : undefined}
        breadcrumbs={
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to={paths.blog()}>Blog</Link>
              </li>
              <li>
                <Link to={paths.blogCategory(post.category.route)}>{post.category.title}</Link>
              </li>
              <li aria-current="page">{post.title}</li>
            </ol>
          </nav>
        }
      />
      <div className="post-comments">
        <CommentList comments={post.comments} />
        <CommentForm key={post.id} blogId={post.id} prefill={me ? { name: me.full_name, email: me.email } : null} />
      </div>
      {related.length ? (
        <section className="related" aria-labelledby="more-posts">
          <h2 id="more-posts">More from {post.category.title}</h2>
          <ul className="articles" role="list">
            {related.map((b) => (
              <li key={b.id}>
                <ArticleCard
                  to={paths.blogPost(b.category.route, b.route)}
                  title={b.title}
                  excerpt={b.short_description}
                  image={b.featured_img}
                  date={b.created_at}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
