import { RELATED_ARTICLES_COUNT } from '@shop/shared/rules';
import { useParams } from 'react-router';
import { Link } from '@/components/link';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArticleBody } from '@/features/content/components/article-body';
import { ArticleCard } from '@/features/content/components/article-card';
import { useNewsItem, useNewsList } from '@/features/content/api/get-news';
import { absoluteUrl } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';

/** /news/{id}. */
export function Component() {
  const { id = '' } = useParams();
  const { data: item, isPending, error } = useNewsItem(id);
  // The most recent other items come from the news list (the item call answers the item alone).
  const list = useNewsList();
  if (isPending) return <Spinner />;
  if (isNotFound(error) || !item) return <NotFoundView what="news item" />;
  const recent = (list.data ?? []).filter((n) => n.id !== item.id).slice(0, RELATED_ARTICLES_COUNT);
  return (
    <div className="container page">
      <Seo
        title={item.seo.meta_title}
        description={item.seo.meta_description.slice(0, 155)}
        canonicalPath={paths.newsPost(item.route)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: item.title,
          datePublished: item.created_at,
          image: absoluteUrl(item.main_img),
        }}
      />
      <ArticleBody
        title={item.title}
        image={item.main_img}
        date={item.created_at}
        html={item.long_description}
        breadcrumbs={
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to={paths.news()}>News</Link>
              </li>
              <li aria-current="page">{item.title}</li>
            </ol>
          </nav>
        }
      />
      {recent.length ? (
        <section className="related" aria-labelledby="recent-news">
          <h2 id="recent-news">Recent news</h2>
          <ul className="articles" role="list">
            {recent.map((n) => (
              <li key={n.id}>
                <ArticleCard
                  to={paths.newsPost(n.route)}
                  title={n.title}
                  excerpt={n.short_description}
                  image={n.featured_img}
                  date={n.created_at}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
