import type {
  ContentState,
  StaffBlogCategory,
  StaffPost,
  StaffPostBody,
  StaffPostList,
  StaffPreview,
  StaffNews,
  StaffNewsBody,
  StaffNewsList,
  FaqScope,
  StaffFaq,
  StaffFaqBody,
  InfoPageSlug,
  StaffInfoPage,
  StaffInfoPageBody,
  StaffInfoPageList,
} from '@shop/shared/rules';
import { api } from '../../api/client.ts';

/** The content calls of the back office (issue 26, item 6). */

export interface PostSearch {
  q?: string;
  state?: ContentState;
  page: number;
}

export const contentKeys = {
  posts: ['content', 'posts'] as const,
  postList: (search: PostSearch) => ['content', 'posts', 'list', search] as const,
  post: (id: number) => ['content', 'posts', id] as const,
  categories: ['content', 'blog-categories'] as const,
  news: ['content', 'news'] as const,
  newsList: (search: PostSearch) => ['content', 'news', 'list', search] as const,
  newsItem: (id: number) => ['content', 'news', id] as const,
  faqs: (scope: FaqScope) => ['content', 'faqs', scope] as const,
  infoPages: ['content', 'info-pages'] as const,
  infoPage: (slug: InfoPageSlug) => ['content', 'info-pages', slug] as const,
};

export const fetchPosts = ({ q, state, page }: PostSearch) =>
  api.get<StaffPostList>('/posts', { search: q, state, page: page > 1 ? page : undefined });
export const fetchPost = (id: number) => api.get<StaffPost>(`/posts/${id}`);
export const createPost = (body: StaffPostBody) => api.post<StaffPost>('/posts', body);
export const updatePost = (id: number, body: StaffPostBody) => api.put<StaffPost>(`/posts/${id}`, body);
export const deletePost = (id: number) => api.delete<void>(`/posts/${id}`);

export const fetchBlogCategories = () => api.get<StaffBlogCategory[]>('/blog-categories');
export const createBlogCategory = (body: { title: string; route?: string; position?: number }) =>
  api.post<StaffBlogCategory>('/blog-categories', body);
export const deleteBlogCategory = (id: number) => api.delete<void>(`/blog-categories/${id}`);

/** Rich text as the storefront will get it: cleaned by the server's allow-list. */
export const previewHtml = (html: string) => api.post<StaffPreview>('/content-preview', { html });

export const fetchNewsList = ({ q, state, page }: PostSearch) =>
  api.get<StaffNewsList>('/news', { search: q, state, page: page > 1 ? page : undefined });
export const fetchNews = (id: number) => api.get<StaffNews>(`/news/${id}`);
export const createNews = (body: StaffNewsBody) => api.post<StaffNews>('/news', body);
export const updateNews = (id: number, body: StaffNewsBody) => api.put<StaffNews>(`/news/${id}`, body);
export const deleteNews = (id: number) => api.delete<void>(`/news/${id}`);

export const fetchFaqs = (scope: FaqScope) => api.get<StaffFaq[]>('/faqs', { scope });
export const createFaq = (body: StaffFaqBody) => api.post<StaffFaq>('/faqs', body);
export const updateFaq = (id: number, body: StaffFaqBody) => api.put<StaffFaq>(`/faqs/${id}`, body);
export const moveFaq = (id: number, direction: 'up' | 'down') =>
  api.post<StaffFaq[]>(`/faqs/${id}/move`, { direction });
export const deleteFaq = (id: number) => api.delete<void>(`/faqs/${id}`);

export const fetchInfoPages = () => api.get<StaffInfoPageList>('/info-pages');
export const fetchInfoPage = (slug: InfoPageSlug) => api.get<StaffInfoPage>(`/info-pages/${slug}`);
export const updateInfoPage = (slug: InfoPageSlug, body: StaffInfoPageBody) =>
  api.put<StaffInfoPage>(`/info-pages/${slug}`, body);
/** A page's unsaved words as the storefront will show them: placeholders filled, cleaned by the allow-list. */
export const previewInfoPage = (content: string) => api.post<StaffPreview>('/info-pages/preview', { content });
