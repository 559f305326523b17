/** The back office's content calls (issue 26, item 6): limits and messages the server enforces and the UI shows. */

/** What staff choose for a post or a news item; one published with a future date is scheduled until then. */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** What lists show: a published item dated in the future is `scheduled`. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export const CONTENT_STATE_LABELS: Record<ContentState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const CONTENT_TITLE_MAX_LENGTH = 250;
export const CONTENT_ROUTE_MAX_LENGTH = 200;
export const CONTENT_EXCERPT_MAX_LENGTH = 500;
export const CONTENT_AUTHOR_MAX_LENGTH = 120;
export const CONTENT_IMAGE_MAX_LENGTH = 500;
/** A long article is some tens of thousands of characters of HTML; more is a paste gone wrong. */
export const CONTENT_HTML_MAX_LENGTH = 200_000;
/** The largest request of a content write: the longest text in JSON, escaped, with room for the other fields. */
export const CONTENT_BODY_MAX_BYTES = 1024 * 1024;
export const BLOG_CATEGORY_TITLE_MAX_LENGTH = 160;
export const BLOG_CATEGORY_ROUTE_MAX_LENGTH = 120;
export const FAQ_QUESTION_MAX_LENGTH = 500;
export const CONTENT_POSITION_MAX = 100_000;
export const CONTENT_SEARCH_MAX_LENGTH = 100;
export const STAFF_CONTENT_PAGE_SIZE = 25;

/** The FAQ lists staff edit (a category's entries are the catalog's). */
export const FAQ_SCOPES = ['page', 'about', 'corporate'] as const;
export type FaqScope = (typeof FAQ_SCOPES)[number];
export const FAQ_SCOPE_LABELS: Record<FaqScope, string> = {
  page: 'FAQ page',
  about: 'About page',
  corporate: 'Corporate page',
};

/** A page address: lower-case words of letters and digits joined by dashes, not all digits (ids are). */
export const CONTENT_ROUTE_PATTERN = /^(?![0-9]+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stored picture: an image key (`blog/cellar-tour.jpg`, `/images/blog/x.svg`) or a full https address. */
export const CONTENT_IMAGE_PATTERN = /^(?:https:\/\/[^\s"'<>]+|\/?[A-Za-z0-9][A-Za-z0-9._/-]*)$/;

/** The address a title gives when staff leave it out: `Summer Rosé, 2025!` → `summer-rose-2025`. */
export function routeFromTitle(title: string, max = CONTENT_ROUTE_MAX_LENGTH): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const route = words.slice(0, max).replace(/-+$/, '');
  // An empty or all-digit address would read as an id.
  return route === '' || /^[0-9]+$/.test(route) ? `item-${route || 'untitled'}`.slice(0, max) : route;
}

export const CONTENT_MESSAGES = {
  titleRequired: 'Give it a title.',
  titleTooLong: `The title is at most ${CONTENT_TITLE_MAX_LENGTH} characters.`,
  routeInvalid: 'The address is lower-case letters, digits and dashes (like "summer-rose-guide"), not only digits.',
  routeTooLong: `The address is at most ${CONTENT_ROUTE_MAX_LENGTH} characters.`,
  routeTaken: 'Another one already has this address: choose another.',
  excerptTooLong: `The excerpt is at most ${CONTENT_EXCERPT_MAX_LENGTH} characters.`,
  authorTooLong: `The author's name is at most ${CONTENT_AUTHOR_MAX_LENGTH} characters.`,
  imageRequired: 'Give the picture: its image key (like "blog/cellar-tour.jpg") or an https address.',
  imageInvalid: 'The picture is an image key (letters, digits, dots, dashes and slashes) or an https address.',
  bodyRequired: 'Write the text.',
  bodyTooLong: `The text is at most ${CONTENT_HTML_MAX_LENGTH.toLocaleString('en')} characters of HTML.`,
  statusInvalid: 'status is draft or published.',
  publishedAtInvalid: 'The publication time is a date and time with its time zone (ISO 8601).',
  categoryRequired: 'Choose a category.',
  categoryUnknown: 'No blog category has this id.',
  categoryTitleTooLong: `The category's name is at most ${BLOG_CATEGORY_TITLE_MAX_LENGTH} characters.`,
  categoryNotEmpty: 'This category still has posts: move or delete them first.',
  positionInvalid: `The position is a whole number from 0 to ${CONTENT_POSITION_MAX.toLocaleString('en')}.`,
  questionRequired: 'Write the question.',
  questionTooLong: `The question is at most ${FAQ_QUESTION_MAX_LENGTH} characters.`,
  scopeInvalid: `The list is one of ${FAQ_SCOPES.join(', ')}.`,
  postNotFound: 'No blog post has this id.',
  newsNotFound: 'No news item has this id.',
  faqNotFound: 'No FAQ entry has this id.',
  categoryNotFound: 'No blog category has this id.',
  invalid: 'Some fields need attention.',
} as const;
