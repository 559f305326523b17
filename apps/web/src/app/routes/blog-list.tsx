import { ARTICLES_PAGE_SIZE, pageFromQuery } from '@shop/shared/rules';
import { useParams, useSearchParams } from 'react-router';
import { NavLink } from '@/components/link';
import { NotFoundView } from '@/components/ui/not-found-view';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ArticleCard } from '@/features/content/components/article-card';
import { blogCategoriesOf } from '@/features/content/blog-categories';
import { useBlogCategory, useBlogList } from '@/features/content/api/get-blog';
import { pagedPath } from '@/lib/absolute-url';
import { isNotFound } from '@/lib/is-not-found';
import { pageOf } from '@/lib/pagination';

/** /blog and /blog/{cat}: the posts come whole and are paged here (spec section 9: 12 a page). */
export function Component() {
  const { cat } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = pageFromQuery(search);
  // The chips come from every post; a category's posts from its own call, which also tells an unknown category.
  const all = useBlogList();
  const inCategory = useBlogCategory(cat ?? null);
  if (isNotFound(inCategory.error)) return <NotFoundView what="blog category" />;
  const posts = cat ? inCategory.data : all.data;
  const categories = all.data ? blogCategoriesOf(all.data) : null;
  // The answer names its category through its posts: an empty category keeps the blog's own heading.
  const category = cat ? (posts?.[0]?.category ?? null) : null;
  const title = category ? `${category.title} — Blog` : 'The Cellar Blog';
  const view = posts && categories ? pageOf(posts, page, ARTICLES_PAGE_SIZE) : null;
  return (
    <div className="container page">
      <Seo
        title={title}
        canonicalPath={pagedPath(
          category ? paths.blogCategory(category.route) : cat ? paths.blogCategory(cat) : paths.blog(),
          page,
        )}
        description="Wine guides, whisky notes, cocktail recipes and food pairings from the Cellar team in Dubai."
      />
      <PageHeader
        title={category?.title ?? 'The Cellar Blog'}
        lead="Guides, tasting notes and recipes from our cellar team."
      />
      {view && categories ? (
        <nav className="chips" aria-label="Blog categories">
          <NavLink end to={paths.blog()} className="chip">
            All
          </NavLink>
          {categories.map((c) => (
            <NavLink key={c.id} to={paths.blogCategory(c.route)} className="chip">{`${c.title} (${c.count})`}</NavLink>
          ))}
        </nav>
      ) : null}
      {all.isPending || (cat && inCategory.isPending) ? <Spinner /> : null}
      {view ? (
        <>
          {view.items.length === 0 ? <p className="notice empty">No posts yet.</p> : null}
          <ul className="articles" role="list">
            {view.items.map((b, i) => (
              <li key={b.id}>
                <ArticleCard
                  to={paths.blogPost(b.category.route, b.route)}
                  title={b.title}
                  excerpt={b.short_description}
                  image={b.featured_img}
                  date={b.created_at}
                  kicker={b.category.title}
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
