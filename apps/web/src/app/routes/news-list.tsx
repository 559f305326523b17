import { ARTICLES_PAGE_SIZE, pageFromQuery } from '@shop/shared/rules';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArticleCard } from '@/features/content/components/article-card';
import { useNewsList } from '@/features/content/api/get-news';
import { pagedPath } from '@/lib/absolute-url';
import { pageOf } from '@/lib/pagination';

/** /news: the items come whole and are paged here (spec section 9: 12 a page). */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromQuery(search);
  const { data, isPending } = useNewsList();
  const view = data ? pageOf(data, page, ARTICLES_PAGE_SIZE) : null;
  return (
    <div className="container page">
      <Seo
        title="News"
        canonicalPath={pagedPath(paths.news(), page)}
        description="New arrivals, tastings, store events and delivery updates from Cellar in Dubai."
      />
      <PageHeader title="News" lead="New arrivals, tastings and store events." />
      {isPending ? <Spinner /> : null}
      {view ? (
        <>
          <ul className="articles" role="list">
            {view.items.map((n, i) => (
              <li key={n.id}>
                <ArticleCard
                  to={paths.newsPost(n.route)}
                  title={n.title}
                  excerpt={n.short_description}
                  image={n.featured_img}
                  date={n.created_at}
                  eager={i < 2}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={view.page}
            pageCount={view.pageCount}
            hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')}
            onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
          />
        </>
      ) : null}
    </div>
  );
}
