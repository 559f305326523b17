import { Link, useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArticleBody } from '@/features/content/components/article-body';
import { ArticleCard } from '@/features/content/components/article-card';
import { useBlogPost } from '@/features/content/api/get-blog';
import { absoluteUrl } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';

/** /blog/{cat}/{id}. */
export function Component() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useBlogPost(id);
  if (isPending) return <Spinner />;
  if (isNotFound(error) || !data) return <NotFoundView what="article" />;
  const post = data.data;
  // One URL per post, whichever category or case it was opened with.
  const canonicalPath = paths.blogPost(post.category.route, post.route);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.image),
    url: absoluteUrl(canonicalPath),
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author || 'Cellar' },
  };
  return (
    <div className="container page">
      <Seo title={post.title} description={post.excerpt.slice(0, 155)} canonicalPath={canonicalPath} jsonLd={ld} />
      <ArticleBody
        title={post.title}
        image={post.image}
        date={post.published_at}
        html={post.content}
        byline={post.author ? `By ${post.author}` : undefined}
        breadcrumbs={
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <ol>
              <li><Link to={paths.blog()}>Blog</Link></li>
              <li><Link to={paths.blogCategory(post.category.route)}>{post.category.title}</Link></li>
              <li aria-current="page">{post.title}</li>
            </ol>
          </nav>
        }
      />
      {data.related.length ? (
        <section className="related" aria-labelledby="more-posts">
          <h2 id="more-posts">More from {post.category.title}</h2>
          <ul className="articles" role="list">
            {data.related.map((b) => (
              <li key={b.id}><ArticleCard to={paths.blogPost(b.category.route, b.route)} title={b.title} excerpt={b.excerpt} image={b.image} date={b.published_at} /></li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
