import { DAY_MS } from '@shop/shared';
import type { CategoryDef } from './demo-catalog.data.ts';
import { NEWS } from './demo-news.data.ts';
import { AUTHORS, POSTS } from './demo-blog.data.ts';
import { Prng } from './prng.ts';
import { slugify } from './seed-utils.ts';

/** Public address of the shop, used in JSON-LD. */
export const SITE_URL = 'https://cellar.ae';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** metaTitle, metaDescription and a schema.org CollectionPage (JSON-LD string) for one category. */
export function categorySeo(category: CategoryDef, parent?: CategoryDef) {
  const path = parent ? `/shop/${parent.route}/${category.route}` : `/shop/${category.route}`;
  const crumbs = [
    { name: 'Home', url: `${SITE_URL}/` },
    ...(parent ? [{ name: parent.title, url: `${SITE_URL}/shop/${parent.route}` }] : []),
    { name: category.title, url: `${SITE_URL}${path}` },
  ];
  const metaDescription = `${category.description} Free delivery across Dubai on orders over 100 AED. Strictly 21+.`;
  const schema = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${category.title} | Cellar`,
    description: category.description,
    url: `${SITE_URL}${path}`,
    inLanguage: 'en-AE',
    isPartOf: { '@type': 'WebSite', name: 'Cellar', url: SITE_URL },
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
    },
  };
  return {
    metaTitle: parent
      ? `${category.title} | ${parent.title} Delivery in Dubai | Cellar`
      : `Buy ${category.title} Online in Dubai | Cellar`,
    metaDescription: metaDescription.slice(0, 400),
    schemaMarkup: JSON.stringify(schema),
  };
}

const CLOSERS: Record<string, string> = {
  'wine-guides':
    'Explore our wine section to put this into practice: every bottle is stored at a steady 16 °C in our Al Quoz warehouse and delivered free across the city on orders above 100 AED.',
  'cocktail-recipes':
    'Everything you need for this recipe is in our spirits range, delivered to your door. Please drink responsibly.',
  'spirits-101':
    'Browse our shelves to taste the difference for yourself, and ask our team on WhatsApp if you would like a recommendation.',
  events: 'All our events are for guests aged 21 and over; please bring your Emirates ID or passport.',
  'food-pairing': 'Try these pairings at home: order before 10 pm for same-day delivery across Dubai.',
};

/** Blog posts with their HTML body, oldest last; `categoryId` is resolved by the caller from `cat`. */
export function buildBlogPosts(now: Date, rng: Prng) {
  return POSTS.map((post, i) => {
    const [first, second] = post.sections;
    const html = [
      `<p>${escapeHtml(post.excerpt)}</p>`,
      first && `<h2>${escapeHtml(first[0])}</h2>\n<p>${escapeHtml(first[1])}</p>`,
      `<ul>\n${post.list.map((item) => `  <li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`,
      second && `<h2>${escapeHtml(second[0])}</h2>\n<p>${escapeHtml(second[1])}</p>`,
      `<p>${escapeHtml(CLOSERS[post.cat] ?? '')}</p>`,
    ]
      .filter(Boolean)
      .join('\n');
    const route = slugify(post.title);
    return {
      route,
      cat: post.cat,
      title: post.title,
      excerpt: post.excerpt,
      content: html,
      image: `blog/${route}.svg`,
      author: rng.pick(AUTHORS),
      // Interleave categories in time: post i gets date slot (7i mod n), 7 being coprime with 30.
      publishedAt: new Date(now.getTime() - (((i * 7) % POSTS.length) * 21 + rng.int(1, 15)) * DAY_MS).toISOString(),
    };
  });
}

/** News items, newest first. */
export function buildNews(now: Date, rng: Prng) {
  return NEWS.map(([title, excerpt, more], i) => {
    const route = slugify(title);
    return {
      route,
      title,
      excerpt,
      content: `<p>${escapeHtml(excerpt)}</p>\n<p>${escapeHtml(more)}</p>`,
      image: `news/${route}.svg`,
      publishedAt: new Date(now.getTime() - (i * 33 + rng.int(1, 20)) * DAY_MS).toISOString(),
    };
  });
}
