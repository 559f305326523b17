import type { Database } from '../../db/client.ts';
import {
  blogCategories,
  blogs,
  choiceCategories,
  choiceProducts,
  faqs,
  homeRows,
  news,
  promoBanners,
} from '../../tables.ts';
import type { SeedProduct } from './catalog-builder.ts';
import { BANNERS, CHOICES } from './choice-lists.ts';
import { buildBlogPosts, buildNews } from './content-builder.ts';
import { BLOG_CATEGORIES } from './demo-blog.data.ts';
import { CATEGORY_TREE, HOME_ROW_ROUTES } from './demo-catalog.data.ts';
import { ABOUT_FAQS, CATEGORY_FAQS, CORPORATE_FAQS, PAGE_FAQS } from './demo-faqs.data.ts';
import type { Prng } from './prng.ts';
import { chunk } from './seed-utils.ts';

/** Curated choice lists, home rows and promo banners over the inserted products. */
export async function insertMerchandising(
  db: Database,
  catalog: SeedProduct[],
  productId: Map<string, number>,
  categoryId: Map<string, number>,
  rng: Prng,
) {
  const choiceRows = await db
    .insert(choiceCategories)
    .values(
      CHOICES.map((c, position) => ({
        route: c.route,
        title: c.title,
        description: c.description,
        image: `choices/${c.route}.svg`,
        position,
      })),
    )
    .returning({ id: choiceCategories.id, route: choiceCategories.route });
  const choiceId = new Map(choiceRows.map((r) => [r.route, r.id]));
  const links = CHOICES.flatMap((c) => {
    const unique = [...new Map(c.pick(catalog, rng).map((p) => [p.route, p])).values()];
    return unique.map((p, position) => ({
      choiceCategoryId: choiceId.get(c.route) as number,
      productId: productId.get(p.route) as number,
      position,
    }));
  });
  for (const part of chunk(links, 500)) await db.insert(choiceProducts).values(part);

  const titles = new Map(CATEGORY_TREE.map((c) => [c.route, c.title]));
  await db.insert(homeRows).values(
    HOME_ROW_ROUTES.map((route, position) => ({
      categoryId: categoryId.get(route) as number,
      title: `Best-selling ${titles.get(route) ?? route}`,
      position,
    })),
  );

  const banners = BANNERS.flatMap((b, position) => {
    const product = b.pick(catalog);
    return product
      ? [
          {
            title: b.title,
            image: `banners/${product.route}.svg`,
            productId: productId.get(product.route) as number,
            position,
          },
        ]
      : [];
  });
  await db.insert(promoBanners).values(banners);
}

/** Blog, news and FAQs. */
export async function insertContent(db: Database, categoryId: Map<string, number>, now: Date, rng: Prng) {
  const cats = await db
    .insert(blogCategories)
    .values(BLOG_CATEGORIES.map((c, position) => ({ ...c, position })))
    .returning({ id: blogCategories.id, route: blogCategories.route });
  const blogCategoryId = new Map(cats.map((c) => [c.route, c.id]));
  await db
    .insert(blogs)
    .values(
      buildBlogPosts(now, rng).map(({ cat, ...post }) => ({ ...post, categoryId: blogCategoryId.get(cat) as number })),
    );
  await db.insert(news).values(buildNews(now, rng));

  const scoped = (scope: 'page' | 'about' | 'corporate', list: [string, string][]) =>
    list.map(([question, answer], position) => ({ scope, categoryId: null, question, answer, position }));
  const categoryFaqs = Object.entries(CATEGORY_FAQS).flatMap(([route, list]) =>
    list.map(([question, answer], position) => ({
      scope: 'category' as const,
      categoryId: categoryId.get(route) as number,
      question,
      answer,
      position,
    })),
  );
  await db
    .insert(faqs)
    .values([
      ...scoped('page', PAGE_FAQS),
      ...scoped('about', ABOUT_FAQS),
      ...scoped('corporate', CORPORATE_FAQS),
      ...categoryFaqs,
    ]);
}
