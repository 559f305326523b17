import { SSR_DATA_ELEMENT_ID } from '@shop/shared/rules';
import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page carries for hydration (decision 015): its queries' data and the age-gate state. */
export interface SsrData {
  queries: DehydratedState;
  ageConfirmed: boolean;
  /** The lazily loaded parts the page shows (`preloadable` ids): the browser loads them before hydrating. */
  parts: string[];
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
    return JSON.parse(text) as SsrData;
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
