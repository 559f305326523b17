import { describe, expect, it } from 'vitest';
import { LastPages, lastPage, offsetOf } from './content-reads.ts';

describe('paging', () => {
  it('offsets 1-based pages and gives an empty list one page', () => {
    expect(offsetOf(3, 12)).toBe(24);
    expect(lastPage(0, 12)).toBe(1);
    expect(lastPage(25, 12)).toBe(3);
  });
});

describe('LastPages', () => {
  it('sends a page past a known last page to the last page, and leaves others as asked', () => {
    const pages = new LastPages(60);
    expect(pages.canonical('news-list', 9)).toBe(9);
    pages.learn('news-list', 2);
    expect(pages.canonical('news-list', 9)).toBe(2);
    expect(pages.canonical('news-list', 2)).toBe(2);
    expect(pages.canonical('news-list', 1)).toBe(1);
    expect(pages.canonical('faq-page', 9)).toBe(9);
  });

  it('follows what the latest build found', () => {
    const pages = new LastPages(60);
    pages.learn('blog-list', 2);
    pages.learn('blog-list', 3);
    expect(pages.canonical('blog-list', 9)).toBe(3);
  });
});
