import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isNotFound } from './is-not-found';
import { dehydratePage, readDataBlock, splitHoisted, toDataBlock } from './ssr-data';

describe('the server data block', () => {
  it('cannot be closed or turned into markup by text in the data', () => {
    const block = toDataBlock({
      queries: { mutations: [], queries: [] },
      ageConfirmed: true,
      note: '</script><script>alert(1)</script><!--\u2028',
    } as never);
    expect(block).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(block).note).toBe('</script><script>alert(1)</script><!--\u2028');
  });

  it('is read back from the page, and a page without one (or a damaged one) is rendered in the browser', () => {
    document.body.innerHTML = `<script type="application/json" id="ssr-data">${toDataBlock({ queries: { mutations: [], queries: [] }, ageConfirmed: true, parts: [] })}</script>`;
    expect(readDataBlock(document)?.ageConfirmed).toBe(true);
    document.body.innerHTML = '<script type="application/json" id="ssr-data">{oops</script>';
    expect(readDataBlock(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readDataBlock(document)).toBeNull();
  });
});

describe("a server render's queries", () => {
  it('carry the data read and the reads the API refused, whose errors the browser gets back as they were', async () => {
    const client = new QueryClient();
    await client.query({ queryKey: ['faq'], queryFn: () => Promise.resolve(['Q']) });
    const refused = () => Promise.reject(new ApiError(404, 'Not found.', 'NOT_FOUND'));
    await client.query({ queryKey: ['product', 'x'], queryFn: refused, retry: false }).catch(() => undefined);
    client.getQueryCache().build(client, { queryKey: ['never', 'read'] });
    const block = toDataBlock({ queries: dehydratePage(client), ageConfirmed: true, parts: [] });
    document.body.innerHTML = `<script type="application/json" id="ssr-data">${block}</script>`;
    const queries = readDataBlock(document)!.queries.queries;
    expect(queries.map((q) => q.queryHash)).toEqual(['["faq"]', '["product","x"]']);
    const { error } = queries[1]!.state;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Not found.' });
    expect(isNotFound(error)).toBe(true);
    document.body.innerHTML = '';
  });
});

describe('splitHoisted', () => {
  it('moves the leading title, meta and link elements to the head and leaves the rest', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><title>Wine | Cellar</title><meta name="description" content="x"/><div class="shell"><link rel="x"/></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>Wine | Cellar</title><meta name="description" content="x"/>',
      body: '<div class="shell"><link rel="x"/></div>',
    });
    expect(splitHoisted('<div>no head</div>')).toEqual({ head: '', body: '<div>no head</div>' });
  });
});
