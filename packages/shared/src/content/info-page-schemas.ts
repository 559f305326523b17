import { z } from 'zod';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import {
  INFO_PAGE_DESCRIPTION_MAX_LENGTH,
  INFO_PAGE_MESSAGES,
  INFO_PAGES,
  unknownPlaceholders,
} from './info-page-rules.ts';
import { ContentHtmlSchema } from './staff-content-schemas.ts';
import { CONTENT_MESSAGES, CONTENT_TITLE_MAX_LENGTH } from './staff-content-rules.ts';

/** The information pages (issue 26, item 6): the storefront's read and the back office's calls. */

export const InfoPageSlugSchema = z.enum(INFO_PAGES, { error: INFO_PAGE_MESSAGES.notFound });

/** `GET /pages/{slug}`: a page as the storefront shows it, its placeholders filled. */
export const InfoPageSchema = z.object({
  slug: InfoPageSlugSchema,
  title: z.string(),
  description: z.string().describe('the line under the title, and the description for search engines'),
  content: z.string().describe('HTML, cleaned with the shared allow-list, placeholders filled'),
  updated_at: z.string().describe('ISO 8601: when staff last changed it'),
});
export type InfoPage = z.infer<typeof InfoPageSchema>;
export const InfoPageResponseSchema = z.object({ status: z.literal(200), data: InfoPageSchema });
export type InfoPageResponse = z.infer<typeof InfoPageResponseSchema>;

/** A misspelt placeholder would show in braces on the storefront: refused on its field instead. */
function knownPlaceholders(text: string, ctx: z.RefinementCtx) {
  const unknown = unknownPlaceholders(text);
  if (unknown.length) ctx.addIssue({ code: 'custom', message: INFO_PAGE_MESSAGES.unknownPlaceholder(unknown) });
}

/** `staffUpdateInfoPage`: a page's words. */
export const StaffInfoPageBodySchema = z.object({
  title: z
    .string({ error: CONTENT_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.titleRequired })
    .max(CONTENT_TITLE_MAX_LENGTH, { error: CONTENT_MESSAGES.titleTooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: 'The title is one line of plain text.' }),
  description: z
    .string({ error: INFO_PAGE_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: INFO_PAGE_MESSAGES.descriptionRequired })
    .max(INFO_PAGE_DESCRIPTION_MAX_LENGTH, { error: INFO_PAGE_MESSAGES.descriptionTooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: 'The line under the title is one line of plain text.' })
    .superRefine(knownPlaceholders),
  content: ContentHtmlSchema.superRefine(knownPlaceholders),
});
export type StaffInfoPageBody = z.input<typeof StaffInfoPageBodySchema>;
export type StaffInfoPageInput = z.output<typeof StaffInfoPageBodySchema>;

/** A page as staff edit it: its placeholders as written. */
export const StaffInfoPageSchema = z.object({
  slug: InfoPageSlugSchema,
  title: z.string(),
  description: z.string(),
  content: z.string().describe('HTML, cleaned with the shared allow-list; placeholders such as {email} unfilled'),
  updated_at: z.string(),
});
export type StaffInfoPage = z.infer<typeof StaffInfoPageSchema>;
export const StaffInfoPageListSchema = z.array(StaffInfoPageSchema.omit({ content: true }));
export type StaffInfoPageList = z.infer<typeof StaffInfoPageListSchema>;
/** A page's address as a URL gives it: one the shop does not have is answered 404, as a missing page is. */
export const InfoPageParamsSchema = z.object({ slug: z.string().max(100) });

/** `staffPreviewInfoPage`: unsaved words as the storefront will show them, placeholders filled. */
export const StaffInfoPagePreviewBodySchema = StaffInfoPageBodySchema.pick({ content: true });
