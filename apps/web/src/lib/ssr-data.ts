import { SSR_DATA_ELEMENT_ID } from '@shop/shared/rules';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** What a server-rendered page carries for hydration (decision 015): its queries' data and the age-gate state. */
export interface SsrData {
  queries: DehydratedState;
  ageConfirmed: boolean;
  /** The lazily loaded parts the page shows (`preloadable` ids): the browser loads them before hydrating. */
  parts: string[];
}

/** A failed read as the data block carries it: what the pages read of an `ApiError`. */
interface FailedRead {
  status: number;
  code: string;
  message: string;
}

type DehydratedQuery = DehydratedState['queries'][number];

/** A query's failure written as `write` says (to the data block, or back to an `ApiError`); others as they are. */
function withFailure(query: DehydratedQuery, write: (error: unknown) => unknown): DehydratedQuery {
  if (query.state.status !== 'error') return query;
  const error = write(query.state.error) as Error;
  return { ...query, state: { ...query.state, error, fetchFailureReason: error } };
}

/**
 * The queries a server render used (decision 023): those with data, and those whose read failed, with the fields of
 * the error pages read, so that the browser's first render shows the same not-found or error view (and the failed
 * read is asked again once the page is mounted).
 */
export function dehydratePage(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const toRecord = (error: unknown): FailedRead =>
    error instanceof ApiError
      ? { status: error.status, code: error.code, message: error.message }
      : { status: 500, code: 'HTTP_ERROR', message: 'The page could not be read.' };
  return { ...state, queries: state.queries.map((query) => withFailure(query, toRecord)) };
}

/**
 * JSON safe inside `<script type="application/json">`: `<` is escaped, so no text in the data can close the element
 * or open a comment. A data block is not run, so the hash-only CSP needs nothing for it.
 */
export function toDataBlock(data: SsrData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's data in this page, or null when the page was rendered in the browser only (a personal page). */
export function readDataBlock(doc: Document): SsrData | null {
  const text = doc.getElementById(SSR_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as SsrData;
    const toError = (error: unknown) => {
      const { status, code, message } = error as FailedRead;
      return new ApiError(status, message, code);
    };
    return { ...data, queries: { ...data.queries, queries: data.queries.queries.map((q) => withFailure(q, toError)) } };
  } catch {
    return null;
  }
}

/** Title, meta and link elements, which React emits first when it renders a root other than `<html>`. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

/** A server render split into what goes into `<head>` (the page's title, description, canonical) and the rest. */
export function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
