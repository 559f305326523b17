import { CONTENT_MESSAGES, routeFromTitle, type ContentStatus } from '@shop/shared';
import type { UnitOfWork } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/transaction.ts';
import { ValidationError } from './errors.ts';
import { safeRichHtml } from './safe-html.ts';

/**
 * Helpers of the back office's content writes (blog, news, FAQ): rich text is cleaned with the shared allow-list as
 * it is saved, so what the editor loads again is what the storefront shows (the public reads still clean it when
 * their answers are built, decision 016).
 */

/** Rich text as stored: cleaned, and refused when nothing to show is left (only a script, say). */
export function cleanedRichText(field: string, html: string): string {
  const clean = safeRichHtml(html).trim();
  const shows = clean.includes('<img') || clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
  if (!shows) throw new ValidationError(CONTENT_MESSAGES.bodyRequired, { [field]: [CONTENT_MESSAGES.bodyRequired] });
  return clean;
}

/** The address staff gave, or one made from the title; refused (on `route`) when another item has it. */
export async function freeRoute(
  given: string | undefined,
  title: string,
  taken: (route: string) => Promise<boolean>,
): Promise<string> {
  const route = given ?? routeFromTitle(title);
  if (await taken(route))
    throw new ValidationError(CONTENT_MESSAGES.routeTaken, { route: [CONTENT_MESSAGES.routeTaken] });
  return route;
}

/** A date as ISO 8601 in UTC, whatever the driver gave. */
export function isoOf(value: string): string {
  return new Date(value).toISOString();
}

/**
 * The same unit of work, where a concurrent write that took the address first (the unique index refuses the second)
 * is refused on `route` like the check before it, not as a server error.
 */
export function routeClash<R>(work: UnitOfWork<R>): UnitOfWork<R> {
  return (run) =>
    work(run).catch((err: unknown) => {
      if (isUniqueViolation(err))
        throw new ValidationError(CONTENT_MESSAGES.routeTaken, { route: [CONTENT_MESSAGES.routeTaken] });
      throw err;
    });
}

/**
 * The publication time of a write that gives none: a new item, or a draft being published, goes live now (the
 * database's time, which the public reads compare with); otherwise the stored time stays.
 */
export function publishedNow(status: ContentStatus, before: ContentStatus | undefined): 'now' | null {
  return before === undefined || (before === 'draft' && status === 'published') ? 'now' : null;
}
