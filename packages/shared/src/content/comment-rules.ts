import { FORM_MESSAGES, tooLongText } from './form-messages.ts';

/** The rules of blog comments (decision 017): the spam defences and what a post shows. */
export const COMMENT_RULES = {
  /** A form token younger than this was not filled in by a person: the comment is refused. */
  minFillSeconds: 3,
  /** A form token older than this (a page left open) is refused: the form fetches a new one. */
  tokenMaxAgeSeconds: 24 * 60 * 60,
  /** Links a comment may hold; more is what link spam looks like. */
  maxLinks: 2,
  /** Comments one e-mail address may send in an hour (on top of the per-client limit). */
  perEmailPerHour: 5,
  /** Longest comment, in characters. */
  maxLength: 2000,
  /** Approved comments a post's answer carries at most: the newest ones, shown oldest first. */
  maxShown: 100,
} as const;

/** Texts of the comment form; `submitted` is the spec's own client's (seed-client-contract 7.8). */
export const COMMENT_MESSAGES = {
  submitted: 'Review has been Submitted Successfully!',
  failed: FORM_MESSAGES.failed,
  awaitingApproval: 'Thank you! Your comment will appear here once it has been approved.',
  messageTooLong: tooLongText('Comment', COMMENT_RULES.maxLength),
  tooManyLinks: `Please include at most ${COMMENT_RULES.maxLinks} links.`,
  tokenMissing: 'This form could not be checked. Please reload the page and send your comment again.',
  formExpired: 'This form has expired. Please send your comment again.',
  formUsed: 'This form has been sent already. Please send your comment again.',
  tooFast: 'Please take a moment to write your comment, then send it again.',
  blogNotFound: 'Blog not found.',
} as const;

/**
 * How many links a text holds: words that start with a scheme (`https://`, `ftp://`) or `www.`, hold `://` (a link
 * in markup or brackets), or name a host with a path (`shop.example/offer`). Counted word by word, so it stays linear.
 */
export function countLinks(text: string): number {
  let links = 0;
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (word.includes('://') || /^\W*www\./i.test(word) || /^\W*[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\//i.test(word))
      links++;
  }
  return links;
}
