import { z } from 'zod';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema, pagedSchema, PageNumberSchema } from '../common/schemas.ts';
import {
  BLOG_CATEGORY_ROUTE_MAX_LENGTH,
  BLOG_CATEGORY_TITLE_MAX_LENGTH,
  CONTENT_AUTHOR_MAX_LENGTH,
  CONTENT_EXCERPT_MAX_LENGTH,
  CONTENT_HTML_MAX_LENGTH,
  CONTENT_IMAGE_MAX_LENGTH,
  CONTENT_IMAGE_PATTERN,
  CONTENT_MESSAGES as M,
  CONTENT_POSITION_MAX,
  CONTENT_ROUTE_MAX_LENGTH,
  CONTENT_ROUTE_PATTERN,
  CONTENT_SEARCH_MAX_LENGTH,
  CONTENT_STATES,
  CONTENT_STATUSES,
  CONTENT_TITLE_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
  FAQ_SCOPES,
} from './staff-content-rules.ts';

/** Requests and answers of the back office's content calls (issue 26, item 6). */

const title = (max = CONTENT_TITLE_MAX_LENGTH, tooLong: string = M.titleTooLong) =>
  z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, { error: M.titleRequired })
    .max(max, { error: tooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: 'The title is one line of plain text.' });

/** A page address; left out, the server makes one from the title. */
const route = (max = CONTENT_ROUTE_MAX_LENGTH) =>
  z
    .string({ error: M.routeInvalid })
    .trim()
    .max(max, { error: M.routeTooLong })
    .regex(CONTENT_ROUTE_PATTERN, { error: M.routeInvalid })
    .optional();

/** Rich text as the editor writes it: the server cleans it with the shared allow-list before it is stored. */
export const ContentHtmlSchema = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, { error: M.bodyRequired })
  .max(CONTENT_HTML_MAX_LENGTH, { error: M.bodyTooLong });

const image = z
  .string({ error: M.imageRequired })
  .trim()
  .min(1, { error: M.imageRequired, abort: true })
  .max(CONTENT_IMAGE_MAX_LENGTH, { error: M.imageInvalid })
  .regex(CONTENT_IMAGE_PATTERN, { error: M.imageInvalid });

const excerpt = z
  .string({ error: 'The excerpt is text.' })
  .trim()
  .max(CONTENT_EXCERPT_MAX_LENGTH, { error: M.excerptTooLong })
  .default('');

const status = z.enum(CONTENT_STATUSES, { error: M.statusInvalid });
const publishedAt = z.iso
  .datetime({ offset: true, error: M.publishedAtInvalid })
  .optional()
  .describe('when it shows (ISO 8601); in the future, a published item is scheduled; left out, now');

const position = z
  .number({ error: M.positionInvalid })
  .int({ error: M.positionInvalid })
  .min(0, { error: M.positionInvalid })
  .max(CONTENT_POSITION_MAX, { error: M.positionInvalid });

/** `staffCreatePost` and `staffUpdatePost`: a blog post as a whole. */
export const StaffPostBodySchema = z.object({
  title: title(),
  route: route(),
  category_id: dbIdSchema('category_id').describe('a blog category'),
  excerpt,
  content: ContentHtmlSchema,
  image,
  author: z
    .string({ error: "The author's name is text." })
    .trim()
    .max(CONTENT_AUTHOR_MAX_LENGTH, { error: M.authorTooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: "The author's name is one line of plain text." })
    .default(''),
  status,
  published_at: publishedAt,
});
export type StaffPostBody = z.input<typeof StaffPostBodySchema>;
export type StaffPostInput = z.output<typeof StaffPostBodySchema>;

const stateSchema = z.enum(CONTENT_STATES).describe('draft, scheduled (published, dated in the future) or published');

/** A blog post as staff edit it: the body as stored (cleaned when it was saved). */
export const StaffPostSchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  excerpt: z.string(),
  content: z.string().describe('HTML, cleaned with the shared allow-list'),
  image: z.string(),
  image_url: z.string().describe('where the picture is served from'),
  author: z.string(),
  status,
  state: stateSchema,
  published_at: z.string(),
  updated_at: z.string(),
});
export type StaffPost = z.infer<typeof StaffPostSchema>;

/** A post in the staff list: without its body. */
export const StaffPostRowSchema = StaffPostSchema.omit({ content: true, excerpt: true });
export type StaffPostRow = z.infer<typeof StaffPostRowSchema>;

const search = z
  .string()
  .trim()
  .max(CONTENT_SEARCH_MAX_LENGTH, { error: `Search for at most ${CONTENT_SEARCH_MAX_LENGTH} characters.` })
  .regex(PLAIN_TEXT_PATTERN, { error: 'search must be plain text.' })
  .optional();

export const StaffContentListQuerySchema = z.object({
  page: PageNumberSchema,
  search,
  state: z.enum(CONTENT_STATES, { error: `state is one of ${CONTENT_STATES.join(', ')}.` }).optional(),
});
export type StaffContentListQuery = z.input<typeof StaffContentListQuerySchema>;

export const StaffPostListSchema = pagedSchema(StaffPostRowSchema);
export type StaffPostList = z.infer<typeof StaffPostListSchema>;

/** `staffCreateBlogCategory` and `staffUpdateBlogCategory`. */
export const StaffBlogCategoryBodySchema = z.object({
  title: title(BLOG_CATEGORY_TITLE_MAX_LENGTH, M.categoryTitleTooLong),
  route: route(BLOG_CATEGORY_ROUTE_MAX_LENGTH),
  position: position.default(0),
});
export type StaffBlogCategoryBody = z.input<typeof StaffBlogCategoryBodySchema>;

export const StaffBlogCategorySchema = z.object({
  id: z.number().int(),
  route: z.string(),
  title: z.string(),
  position: z.number().int(),
  posts: z.number().int().describe('posts in it, drafts and scheduled ones included'),
});
export type StaffBlogCategory = z.infer<typeof StaffBlogCategorySchema>;
export const StaffBlogCategoryListSchema = z.array(StaffBlogCategorySchema);

/** `staffCreateNews` and `staffUpdateNews`: a news item as a whole. */
export const StaffNewsBodySchema = z.object({
  title: title(),
  route: route(),
  excerpt,
  content: ContentHtmlSchema,
  image,
  status,
  published_at: publishedAt,
});
export type StaffNewsBody = z.input<typeof StaffNewsBodySchema>;
export type StaffNewsInput = z.output<typeof StaffNewsBodySchema>;

export const StaffNewsSchema = StaffPostSchema.omit({ category: true, author: true });
export type StaffNews = z.infer<typeof StaffNewsSchema>;
export const StaffNewsListSchema = pagedSchema(StaffNewsSchema.omit({ content: true, excerpt: true }));
export type StaffNewsList = z.infer<typeof StaffNewsListSchema>;

/** `staffCreateFaq` and `staffUpdateFaq`: an entry of one of the content pages' FAQ lists. */
export const StaffFaqBodySchema = z.object({
  scope: z.enum(FAQ_SCOPES, { error: M.scopeInvalid }),
  question: z
    .string({ error: M.questionRequired })
    .trim()
    .min(1, { error: M.questionRequired })
    .max(FAQ_QUESTION_MAX_LENGTH, { error: M.questionTooLong }),
  answer: ContentHtmlSchema,
  position: position.optional().describe('display order, lowest first; left out, after the last'),
});
export type StaffFaqBody = z.input<typeof StaffFaqBodySchema>;
export type StaffFaqInput = z.output<typeof StaffFaqBodySchema>;

export const StaffFaqSchema = z.object({
  id: z.number().int(),
  scope: z.enum(FAQ_SCOPES),
  question: z.string(),
  answer: z.string().describe('HTML, cleaned with the shared allow-list'),
  position: z.number().int(),
});
export type StaffFaq = z.infer<typeof StaffFaqSchema>;
export const StaffFaqListSchema = z.array(StaffFaqSchema);
export const StaffFaqListQuerySchema = z.object({ scope: z.enum(FAQ_SCOPES, { error: M.scopeInvalid }) });

/** `staffPreviewContent`: HTML as the storefront will show it, cleaned by the same allow-list. */
export const StaffPreviewBodySchema = z.object({
  html: z.string({ error: M.bodyRequired }).max(CONTENT_HTML_MAX_LENGTH, { error: M.bodyTooLong }),
});
export const StaffPreviewSchema = z.object({ html: z.string() });
export type StaffPreview = z.infer<typeof StaffPreviewSchema>;

/** `staffMoveFaq`: one place up or down its list. */
export const StaffFaqMoveBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction is up or down.' }),
});
export type StaffFaqMoveBody = z.infer<typeof StaffFaqMoveBodySchema>;
