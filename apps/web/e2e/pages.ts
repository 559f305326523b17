import type { APIRequestContext } from '@playwright/test';

/** One page of every page type, found in the demo shop through the API the storefront uses. */
export async function pageTypes(request: APIRequestContext): Promise<Array<[name: string, path: string]>> {
  const read = async <T>(path: string): Promise<T> => (await (await request.get(`/api/v1${path}`)).json()) as T;
  const wine = await read<{ product: { data: Array<{ route: string; category: { route: string } }> } }>('/product-list/wine');
  const blog = await read<{ data: { blogs: { data: Array<{ route: string; category: { route: string } }> } } }>('/blog-list');
  const news = await read<{ data: { data: Array<{ route: string }> } }>('/news-list');
  const product = wine.product.data[0];
  const post = blog.data.blogs.data[0];
  const item = news.data.data[0];
  if (!product || !post || !item) throw new Error('The demo shop has no product, blog post or news item');
  return [
    ['home', '/'],
    ['listing', '/shop/wine'],
    ['product', `/product/${product.category.route}/${product.route}`],
    ['blog list', '/blog'],
    ['blog post', `/blog/${post.category.route}/${post.route}`],
    ['news', '/news'],
    ['news item', `/news/${item.route}`],
    ['FAQ', '/faq'],
    ['about', '/about'],
    ['contact', '/contact'],
    ['policy', '/shipping-delivery'],
    ['not found', '/no-such-page'],
  ];
}

/** The page types by name, for specs that declare one test each before the server is asked. */
export const PAGE_TYPE_NAMES = ['home', 'listing', 'product', 'blog list', 'blog post', 'news', 'news item', 'FAQ', 'about', 'contact', 'policy', 'not found'] as const;
