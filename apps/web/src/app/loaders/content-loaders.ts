import { pageFromQuery, type InfoPageSlug } from '@shop/shared/rules';
import {
  getBlogCategoryQueryOptions,
  getBlogListQueryOptions,
  getBlogPostQueryOptions,
} from '@/features/content/api/get-blog';
import { getNewsItemQueryOptions, getNewsListQueryOptions } from '@/features/content/api/get-news';
import {
  getAboutFaqQueryOptions,
  getContactQueryOptions,
  getCorporateFaqQueryOptions,
  getFaqPageQueryOptions,
  getInfoPageQueryOptions,
} from '@/features/content/api/get-pages';
import { read, type RouteLoader } from './route-loader';

/**
 * The layout around every page: the footer's contact details. (The header's cart and wishlist are a signed-in
 * shopper's, read in the browser once the session is known; a guest's are empty.)
 */
export const layoutLoader: RouteLoader = ({ queryClient }) => read(queryClient, getContactQueryOptions());

/** /contact: the contact details. */
export const contactLoader = layoutLoader;

/** An information page's words (a policy page's, say). */
export const infoPageLoader =
  (slug: InfoPageSlug): RouteLoader =>
  ({ queryClient }) =>
    read(queryClient, getInfoPageQueryOptions(slug));

/** /about and /corporate: their words and their FAQs. */
export const aboutLoader: RouteLoader = ({ queryClient }) =>
  Promise.all([read(queryClient, getInfoPageQueryOptions('about')), read(queryClient, getAboutFaqQueryOptions())]);
export const corporateLoader: RouteLoader = ({ queryClient }) =>
  Promise.all([
    read(queryClient, getInfoPageQueryOptions('corporate')),
    read(queryClient, getCorporateFaqQueryOptions()),
  ]);

/** /faq, paged by the API. */
export const faqLoader: RouteLoader = ({ search, queryClient }) =>
  read(queryClient, getFaqPageQueryOptions(pageFromQuery(search)));

/** /blog and /blog/{cat}: every post (the category chips), and a category's own posts. */
export const blogLoader: RouteLoader = ({ params, queryClient }) =>
  Promise.all([
    read(queryClient, getBlogListQueryOptions()),
    params.cat === undefined ? null : read(queryClient, getBlogCategoryQueryOptions(params.cat)),
  ]);

/** /blog/{cat}/{id}: the post, then its own category's posts ("More from"), whichever category the URL names. */
export const blogPostLoader: RouteLoader = async ({ params, queryClient }) => {
  const post = await read(queryClient, getBlogPostQueryOptions(params.id ?? ''));
  if (post) await read(queryClient, getBlogCategoryQueryOptions(post.blog.category.route));
};

/** /news, and /news/{id} with the most recent other items. */
export const newsLoader: RouteLoader = ({ queryClient }) => read(queryClient, getNewsListQueryOptions());
export const newsItemLoader: RouteLoader = ({ params, queryClient }) =>
  Promise.all([
    read(queryClient, getNewsItemQueryOptions(params.id ?? '')),
    read(queryClient, getNewsListQueryOptions()),
  ]);
