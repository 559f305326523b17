import { z } from 'zod';
import { FaqSchema } from '../catalog/schemas.ts';
import { IdOrRouteSchema, pagedSchema } from '../common/schemas.ts';
import { EMAIL_MAX_LENGTH, NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES } from './content-rules.ts';

/** The newsletter e-mail rule (spec section 5): required, then a basic pattern; trimmed first. */
export const NewsletterEmailSchema = z
  .string({ error: (issue) => (issue.input == null ? NEWSLETTER_MESSAGES.required : NEWSLETTER_MESSAGES.invalid) })
  .trim()
  .min(1, { error: NEWSLETTER_MESSAGES.required, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: NEWSLETTER_MESSAGES.invalid, abort: true })
  .regex(NEWSLETTER_EMAIL_PATTERN, { error: NEWSLETTER_MESSAGES.invalid });

/** `POST /subscribers` body. */
export const SubscribeBodySchema = z.object({ email: NewsletterEmailSchema }, { error: NEWSLETTER_MESSAGES.required });
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

/** `POST /subscribers` answer for a new address (HTTP 201). */
export const SubscribedResponseSchema = z.object({
  status: z.literal(201),
  message: z.literal(NEWSLETTER_MESSAGES.subscribed),
});
export type SubscribedResponse = z.infer<typeof SubscribedResponseSchema>;

/**
 * `POST /subscribers` answer for an address already on the list (HTTP 200): the spec has one success text, and
 * telling a stranger whether an address is subscribed would leak it, so it is the same message.
 */
export const AlreadySubscribedResponseSchema = z.object({
  status: z.literal(200),
  message: z.literal(NEWSLETTER_MESSAGES.subscribed),
});
export type AlreadySubscribedResponse = z.infer<typeof AlreadySubscribedResponseSchema>;

/** Path of the detail and filter calls: `{id}` is a numeric id or a route slug. */
export const ContentIdParamsSchema = z.object({ id: IdOrRouteSchema });
export type ContentIdParams = z.infer<typeof ContentIdParamsSchema>;

/**
 * Image fields of blog posts and news items: a path from the site root (`/images/blog/x.svg`) while this server
 * serves the pictures, otherwise the full URL under IMAGE_BASE_URL (decision 011).
 */
const ImageSchema = z.string().describe('path from the site root (/images/...) or a full URL');

/** A timestamp as ISO 8601 in UTC (`new Date()` reads it). */
const TimestampSchema = z.string().describe('ISO 8601, UTC');

/** A blog category; its label goes under both names the spec's client reads (`name` for tags, `title` for headings). */
export const BlogCategorySchema = z.object({
  id: z.number().int(),
  route: z.string(),
  name: z.string(),
  title: z.string(),
  position: z.number().int().describe('display order, lowest first'),
});
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** What search engines are told about a blog post or news item (text). */
export const ArticleSeoSchema = z.object({ meta_title: z.string(), meta_description: z.string() });
export type ArticleSeo = z.infer<typeof ArticleSeoSchema>;

/** A blog post as lists show it (seed-client-contract 7.8). */
export const BlogCardSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string().describe('text'),
  short_description: z.string().describe('HTML: sanitize before rendering'),
  featured_img: ImageSchema,
  banner_image: ImageSchema,
  created_by: z.string().describe("the author's name, text; may be empty"),
  created_at: TimestampSchema,
  category: BlogCategorySchema,
});
export type BlogCard = z.infer<typeof BlogCardSchema>;

/**
 * `GET /blog-list` and `GET /blog-category-filter/{id}`: every published post (of the category), newest first, as a
 * bare array.
 */
export const BlogListResponseSchema = z.array(BlogCardSchema);
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

/** An approved comment under a blog post (decision 017): name and message are plain text, shown escaped. */
export const BlogCommentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: TimestampSchema,
  message: z.string(),
});
export type BlogComment = z.infer<typeof BlogCommentSchema>;

/** A blog post's page: the card plus its HTML body, its approved comments and its SEO texts. */
export const BlogPostSchema = BlogCardSchema.extend({
  description: z.string().describe('HTML: sanitize before rendering'),
  comments: z.array(BlogCommentSchema).describe('approved comments only, oldest first (at most the newest 100)'),
  seo: ArticleSeoSchema,
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** `GET /blog-detail/{id}`: the post, every blog category and up to 3 most recent other posts. */
export const BlogDetailResponseSchema = z.object({
  status: z.literal(200),
  blog: BlogPostSchema,
  categories: z.array(BlogCategorySchema),
  recent: z.array(BlogCardSchema),
});
export type BlogDetailResponse = z.infer<typeof BlogDetailResponseSchema>;

/** A press logo and its link beside a news item; every field null when there are none (see `NO_PRESS_LOGOS`). */
export const PressLogoSchema = z.object({
  title: z.string().nullable(),
  link: z.string().nullable(),
  logo: z.string().nullable(),
});
export type PressLogo = z.infer<typeof PressLogoSchema>;

/** A news item as the list shows it (seed-client-contract 7.9). */
export const NewsCardSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string().describe('text'),
  short_description: z.string().describe('HTML: sanitize before rendering'),
  featured_img: ImageSchema,
  created_at: TimestampSchema,
  logos_and_links: z.array(PressLogoSchema).min(1),
});
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** `GET /news-list`: every published item, newest first, as a bare array. */
export const NewsListResponseSchema = z.array(NewsCardSchema);
export type NewsListResponse = z.infer<typeof NewsListResponseSchema>;

/** `GET /news-detail/{id}`: the news item itself, not wrapped, with its HTML body and SEO texts. */
export const NewsDetailResponseSchema = NewsCardSchema.extend({
  status: z.literal(200),
  long_description: z.string().describe('HTML: sanitize before rendering'),
  main_img: ImageSchema,
  banner_image: ImageSchema,
  seo: ArticleSeoSchema,
});
export type NewsDetailResponse = z.infer<typeof NewsDetailResponseSchema>;

/** `GET /faq-page?page=`: one page of the FAQ page's questions in display order, paged at the top level. */
export const FaqPageResponseSchema = z.object({ status: z.literal(200), ...pagedSchema(FaqSchema).shape });
export type FaqPageResponse = z.infer<typeof FaqPageResponseSchema>;

/** `GET /about-faq` and `GET /corporate`: that page's questions in display order, as a bare array. */
export const FaqListResponseSchema = z.array(FaqSchema);
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;

/** The shop's static contact details (spec section 1) plus the floating chat link. */
export const ContactDetailsSchema = z.object({
  address: z.string().describe('warehouse address'),
  store_address: z.string(),
  phone: z.string().describe('as displayed'),
  phone_link: z.string().describe("'tel:' followed by the phone's plus and digits only"),
  map_link: z.string(),
  store_map_link: z.string(),
  email: z.string(),
  chat_link: z.string(),
});
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

/** `GET /contact-details`. */
export const ContactDetailsResponseSchema = z.object({ status: z.literal(200), data: ContactDetailsSchema });
export type ContactDetailsResponse = z.infer<typeof ContactDetailsResponseSchema>;
