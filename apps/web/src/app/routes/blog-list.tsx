import { pageFromQuery } from '@shop/shared';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '@/components/ui/not-found-view';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArticleCard } from '@/features/content/components/article-card';
import { useBlogList } from '@/features/content/api/get-blog';
import { pagedPath } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';

/** /blog and /blog/{cat}. */
export function Component() {
  const { cat } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = pageFromQuery(search);
  const { data, isPending, error } = useBlogList(cat ?? null, page);
  if (isNotFound(error)) return <NotFoundView what="blog category" />;
  const title = data?.category ? `${data.category.title} — Blog` : 'The Cellar Blog';
  return (
    <div className="container page">
      <Seo title={title} canonicalPath={pagedPath(data?.category ? paths.blogCategory(data.category.route) : cat ? paths.blogCategory(cat) : paths.blog(), page)} description="Wine guides, whisky notes, cocktail recipes and food pairings from the Cellar team in Dubai." />
      <PageHeader title={data?.category?.title ?? 'The Cellar Blog'} lead="Guides, tasting notes and recipes from our cellar team." />
      {data ? (
        <nav className="chips" aria-label="Blog categories">
          <NavLink end to={paths.blog()} className="chip">All</NavLink>
          {data.categories.map((c) => (
            <NavLink key={c.id} to={paths.blogCategory(c.route)} className="chip">{`${c.title} (${c.blogs_count})`}</NavLink>
          ))}
        </nav>
      ) : null}
      {isPending ? <Spinner /> : null}
      {data ? (
        <>
          {data.blogs.data.length === 0 ? <p className="notice empty">No posts yet.</p> : null}
          <ul className="articles" role="list">
            {data.blogs.data.map((b, i) => (
              <li key={b.id}>
                <ArticleCard to={paths.blogPost(b.category.route, b.route)} title={b.title} excerpt={b.excerpt} image={b.image} date={b.published_at} kicker={b.category.title} eager={i < 2} />
              </li>
            ))}
          </ul>
          <Pagination page={data.blogs.current_page} pageCount={data.blogs.last_page} hrefFor={(p) => (p > 1 ? `?page=${p}` : '?')} onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})} />
        </>
      ) : null}
    </div>
  );
}
