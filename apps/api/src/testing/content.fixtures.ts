import type { Database } from '../db/client.ts';
import { blogCategories, blogs, faqs, news } from '../tables.ts';

/**
 * A small, fully known content set for the blog, news, FAQ, pages and storefront tests (independent of the demo seed).
 * Dates are fixed in the past so the order is known; one blog post and one news item are
 * scheduled in the future and must never be served.
 */
export const CONTENT_FIXTURE = {
  /** In display order; `beer-notes` has no posts. */
  categories: [
    { route: 'wine-guides', title: 'Wine Guides', posts: 8 },
    { route: 'cocktails', title: 'Cocktails', posts: 5 },
    { route: 'spirits', title: 'Spirits', posts: 2 },
    { route: 'beer-notes', title: 'Beer Notes', posts: 0 },
  ],
  /** Published posts `blog-1` (oldest) ... `blog-15` (newest): 1-8 wine-guides, 9-13 cocktails, 14-15 spirits. */
  publishedBlogs: 15,
  scheduledBlogRoute: 'blog-scheduled',
  /** `blog-3` has an absolute image URL that must pass through untouched. */
  absoluteImageBlogRoute: 'blog-3',
  absoluteImage: 'https://cdn.example.com/blog/three.jpg',
  /** Published items `news-1` ... `news-13`, then the newest one whose route is all digits: `2025`. */
  publishedNews: 14,
  digitRouteNews: '2025',
  scheduledNewsRoute: 'news-scheduled',
  pageFaqs: 25,
  aboutFaqs: 3,
  corporateFaqs: 4,
} as const;

const day = (month: number, d: number) => new Date(Date.UTC(2025, month - 1, d, 9, 0, 0)).toISOString();
const FUTURE = '2999-01-01T00:00:00.000Z';

/** Inserts the fixture content into a fresh database. */
export async function seedContentFixtures(db: Database): Promise<void> {
  const cats = await db
    .insert(blogCategories)
    .values(CONTENT_FIXTURE.categories.map((c, i) => ({ route: c.route, title: c.title, position: i + 1 })))
    .returning({ id: blogCategories.id, route: blogCategories.route });
  const catId = (route: string) => cats.find((c) => c.route === route)!.id;
  const categoryOf = (n: number) => (n <= 8 ? 'wine-guides' : n <= 13 ? 'cocktails' : 'spirits');

  await db.insert(blogs).values([
    ...Array.from({ length: CONTENT_FIXTURE.publishedBlogs }, (_, i) => {
      const n = i + 1;
      return {
        route: `blog-${n}`,
        categoryId: catId(categoryOf(n)),
        title: `Blog post ${n}`,
        excerpt: `Excerpt ${n}`,
        content: `<p>Body of post ${n}</p>`,
        image: n === 3 ? CONTENT_FIXTURE.absoluteImage : `blog/blog-${n}.jpg`,
        author: 'Cellar Team',
        publishedAt: day(1, n),
      };
    }),
    {
      route: CONTENT_FIXTURE.scheduledBlogRoute,
      categoryId: catId('wine-guides'),
      title: 'Coming soon',
      excerpt: '',
      content: '<p>Not yet</p>',
      image: 'blog/soon.jpg',
      author: 'Cellar Team',
      publishedAt: FUTURE,
    },
  ]);

  await db.insert(news).values([
    ...Array.from({ length: CONTENT_FIXTURE.publishedNews }, (_, i) => {
      const n = i + 1;
      const route = n === CONTENT_FIXTURE.publishedNews ? CONTENT_FIXTURE.digitRouteNews : `news-${n}`;
      return {
        route,
        title: `News ${n}`,
        excerpt: `News excerpt ${n}`,
        content: `<p>News body ${n}</p>`,
        image: `news/news-${n}.jpg`,
        publishedAt: day(2, n),
      };
    }),
    {
      route: CONTENT_FIXTURE.scheduledNewsRoute,
      title: 'Embargoed',
      excerpt: '',
      content: '<p>Later</p>',
      image: 'news/later.jpg',
      publishedAt: FUTURE,
    },
  ]);

  await db.insert(faqs).values([
    // Positions run backwards so "by position" differs from insertion order.
    ...Array.from({ length: CONTENT_FIXTURE.pageFaqs }, (_, i) => ({
      scope: 'page' as const,
      question: `Page question ${CONTENT_FIXTURE.pageFaqs - i}`,
      answer: 'Answer.',
      position: CONTENT_FIXTURE.pageFaqs - i,
    })),
    ...Array.from({ length: CONTENT_FIXTURE.aboutFaqs }, (_, i) => ({
      scope: 'about' as const,
      question: `About question ${i + 1}`,
      answer: 'About answer.',
      position: i + 1,
    })),
    ...Array.from({ length: CONTENT_FIXTURE.corporateFaqs }, (_, i) => ({
      scope: 'corporate' as const,
      question: `Corporate question ${i + 1}`,
      answer: 'Corporate answer.',
      position: i + 1,
    })),
    { scope: 'category' as const, question: 'Category question', answer: 'Category answer.', position: 1 },
  ]);
}
