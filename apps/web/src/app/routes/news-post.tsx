import { Link, useParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArticleBody } from '@/features/content/components/article-body';
import { ArticleCard } from '@/features/content/components/article-card';
import { useNewsItem } from '@/features/content/api/get-news';
import { absoluteUrl } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';

/** /news/{id}. */
export function Component() {
  const { id = '' } = useParams();
  const { data, isPending, error } = useNewsItem(id);
  if (isPending) return <Spinner />;
  if (isNotFound(error) || !data) return <NotFoundView what="news item" />;
  const item = data.data;
  return (
    <div className="container page">
      <Seo title={item.title} description={item.excerpt.slice(0, 155)} canonicalPath={paths.newsPost(item.route)}
        jsonLd={{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: item.title, datePublished: item.published_at, image: absoluteUrl(item.image) }} />
      <ArticleBody title={item.title} image={item.image} date={item.published_at} html={item.content}
        breadcrumbs={<nav className="breadcrumbs" aria-label="Breadcrumb"><ol><li><Link to={paths.news()}>News</Link></li><li aria-current="page">{item.title}</li></ol></nav>} />
      {data.recent.length ? (
        <section className="related" aria-labelledby="recent-news">
          <h2 id="recent-news">Recent news</h2>
          <ul className="articles" role="list">
            {data.recent.map((n) => <li key={n.id}><ArticleCard to={paths.newsPost(n.route)} title={n.title} excerpt={n.excerpt} image={n.image} date={n.published_at} /></li>)}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
