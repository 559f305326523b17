import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CONTENT_TAG } from '../lib/content-reads.ts';
import type { TestApp } from './test-app.ts';

type Get = (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/**
 * Bad `?page=` values of the paged content calls, with the message each gets (`0`, empty and `undefined` mean page 1).
 */
export const PAGE_QUERY_REJECTIONS: [string, string][] = [
  ['-1', 'page must be 1 or more.'],
  ['-5', 'page must be 1 or more.'],
  ['abc', 'page must be a number.'],
  ['1.5', 'page must be a whole number.'],
  ['1e3', 'page must be a whole number.'],
  ['1&page=2', 'page must be a number.'],
];

/** A content read is public for 5 minutes with an ETag, and answers 304 to a current If-None-Match. */
export async function expectPublicRead(get: Get, url: string): Promise<void> {
  const first = await get(url);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=1500');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[^"]+"$/);

  const again = await get(url, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);

  const stale = await get(url, { 'if-none-match': '"something-else"' });
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toEqual(first.json());
}

/**
 * Every page past the last shares the last page's cache entry (decision 007's canonical keys): after the content
 * answers are dropped, `pages` requests past the end add exactly one entry, and only the first of them builds it.
 */
export async function expectPastTheEndShared(t: TestApp, path: string, last: number, pages = 30): Promise<void> {
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  await t.app.responseCache.invalidate([CONTENT_TAG]);
  const before = t.app.responseCache.stats.entries;
  const answers = [];
  for (let page = last + 1; page <= last + pages; page++) answers.push(await get(`${path}?page=${page}`));
  const atLast = await get(`${path}?page=${last}`);
  expect(atLast.statusCode).toBe(200);
  expect(atLast.headers['x-cache']).toBe('hit');
  for (const [i, res] of answers.entries()) {
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(atLast.body);
    expect(res.headers['x-cache'], `${path}?page=${last + 1 + i}`).toBe(i === 0 ? 'miss' : 'hit');
  }
  expect(t.app.responseCache.stats.entries - before).toBe(1);
}
