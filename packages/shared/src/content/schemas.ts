import { z } from 'zod';
import { FaqSchema } from '../catalog/schemas.ts';
import { PAGE_SIZE } from '../common/constants.ts';
import { IdOrRouteSchema, pagedSchema } from '../common/schemas.ts';

/** Blog posts and news items on one list page (spec section 9: 12 a page). */
export const ARTICLES_PAGE_SIZE = PAGE_SIZE;
/** FAQ entries on one page of `GET /faq-page`. */
export const FAQ_PAGE_SIZE = 10;
/** Other articles shown under a blog post or a news item. */
export const RELATED_ARTICLES_COUNT = 3;
/** Longest e-mail address accepted (RFC 5321 path limit); also the column width. */
export const EMAIL_MAX_LENGTH = 254;

/** Newsletter texts of spec sections 5 and 8, used exactly as written. */
export const NEWSLETTER_MESSAGES = {
  required: 'Please Enter Email.',
  invalid: 'Invalid email address..',
  subscribed: 'Subscribed Successfully!',
  failed: 'Something Went Wrong!',
} as const;

/**
 * `local@domain.tld` with no spaces, no control characters and no empty dot-separated labels;
 * linear, so long input cannot stall it.
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)+$/;

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
export const SubscribedResponseSchema = z.object({ status: z.literal(201), message: z.literal(NEWSLETTER_MESSAGES.subscribed) });
export type SubscribedResponse = z.infer<typeof SubscribedResponseSchema>;

/**
 * `POST /subscribers` answer for an address already on the list (HTTP 200): the spec has one success text, and
 * telling a stranger whether an address is subscribed would leak it, so it is the same message.
 */
export const AlreadySubscribedResponseSchema = z.object({ status: z.literal(200), message: z.literal(NEWSLETTER_MESSAGES.subscribed) });
export type AlreadySubscribedResponse = z.infer<typeof AlreadySubscribedResponseSchema>;

/** Path of the detail and filter calls: `{id}` is a numeric id or a route slug. */
export const ContentIdParamsSchema = z.object({ id: IdOrRouteSchema });
export type ContentIdParams = z.infer<typeof ContentIdParamsSchema>;

/** A blog category as a blog card carries it. */
export const BlogCategoryRefSchema = z.object({ id: z.number().int(), route: z.string(), title: z.string() });
export type BlogCategoryRef = z.infer<typeof BlogCategoryRefSchema>;

/** A blog category in the sidebar, with how many published posts it holds. */
export const BlogCategorySchema = BlogCategoryRefSchema.extend({ blogs_count: z.number().int() });
export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** A blog post as lists show it. `image` is a full URL; `published_at` is ISO 8601 (UTC). */
export const BlogCardSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  author: z.string(),
  published_at: z.string(),
  category: BlogCategoryRefSchema,
});
export type BlogCard = z.infer<typeof BlogCardSchema>;

/** A blog post's page: the card plus its HTML body. */
export const BlogDetailSchema = BlogCardSchema.extend({ content: z.string().describe('HTML: sanitize before rendering') });
export type BlogDetail = z.infer<typeof BlogDetailSchema>;

/** `GET /blog-list?page=`: every category and one page of posts, newest first. */
export const BlogListResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({ categories: z.array(BlogCategorySchema), blogs: pagedSchema(BlogCardSchema) }),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

/** `GET /blog-category-filter/{id}?page=`: the blog list narrowed to one category, plus that category. */
export const BlogCategoryFilterResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({ category: BlogCategorySchema, categories: z.array(BlogCategorySchema), blogs: pagedSchema(BlogCardSchema) }),
});
export type BlogCategoryFilterResponse = z.infer<typeof BlogCategoryFilterResponseSchema>;

/** `GET /blog-detail/{id}`: the post and up to 3 newer-first others of its category. */
export const BlogDetailResponseSchema = z.object({
  status: z.literal(200),
  data: BlogDetailSchema,
  related: z.array(BlogCardSchema),
});
export type BlogDetailResponse = z.infer<typeof BlogDetailResponseSchema>;

/** A news item as lists show it. `image` is a full URL; `published_at` is ISO 8601 (UTC). */
export const NewsCardSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  published_at: z.string(),
});
export type NewsCard = z.infer<typeof NewsCardSchema>;

/** A news item's page: the card plus its HTML body. */
export const NewsDetailSchema = NewsCardSchema.extend({ content: z.string().describe('HTML: sanitize before rendering') });
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

/** `GET /news-list?page=`: one page of news, newest first. */
export const NewsListResponseSchema = z.object({ status: z.literal(200), data: pagedSchema(NewsCardSchema) });
export type NewsListResponse = z.infer<typeof NewsListResponseSchema>;

/** `GET /news-detail/{id}`: the item and the 3 most recent other items. */
export const NewsDetailResponseSchema = z.object({
  status: z.literal(200),
  data: NewsDetailSchema,
  recent: z.array(NewsCardSchema),
});
export type NewsDetailResponse = z.infer<typeof NewsDetailResponseSchema>;

/** `GET /faq-page?page=`: one page of the FAQ page's questions, in display order. */
export const FaqPageResponseSchema = z.object({ status: z.literal(200), data: pagedSchema(FaqSchema) });
export type FaqPageResponse = z.infer<typeof FaqPageResponseSchema>;

/** `GET /about-faq`: the about page's questions, in display order. */
export const FaqListResponseSchema = z.object({ status: z.literal(200), data: z.array(FaqSchema) });
export type FaqListResponse = z.infer<typeof FaqListResponseSchema>;

/** One selling point of the corporate page. */
export const CorporateBenefitSchema = z.object({ title: z.string(), description: z.string() });
export type CorporateBenefit = z.infer<typeof CorporateBenefitSchema>;

/** The corporate page: heading, introduction, benefits and its FAQ. */
export const CorporatePageSchema = z.object({
  title: z.string(),
  description: z.string(),
  benefits: z.array(CorporateBenefitSchema),
  faq: z.array(FaqSchema),
});
export type CorporatePage = z.infer<typeof CorporatePageSchema>;

/** `GET /corporate`. */
export const CorporateResponseSchema = z.object({ status: z.literal(200), data: CorporatePageSchema });
export type CorporateResponse = z.infer<typeof CorporateResponseSchema>;

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
