import { describe, expect, it } from 'vitest';
import { originUrl } from '@/config/env';
import { renderWithApp } from '@/testing/test-utils';
import { Seo } from './seo';

const canonical = () => [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'));

describe('Seo canonical link', () => {
  it('is the current page written the route table way, without query noise', () => {
    renderWithApp(<Seo title="About" />, { route: '/ABOUT/?utm_source=mail&sort=latest' });
    expect(canonical()).toEqual([`${window.location.origin}/about`]);
  });

  it('takes the path a page gives, paged views with their page', () => {
    renderWithApp(<Seo title="News" canonicalPath="/news?page=2" />, { route: '/news?page=2&ref=x' });
    expect(canonical()).toEqual([`${window.location.origin}/news?page=2`]);
  });

  it('is left out of pages that are not to be indexed', () => {
    renderWithApp(<Seo title="Page not found" noIndex />, { route: '/nowhere' });
    expect(canonical()).toEqual([]);
  });

  it('uses VITE_PUBLIC_BASE_URL when it is an http(s) URL, else the page origin', () => {
    expect(originUrl('https://www.cellar.example/shop/')).toBe('https://www.cellar.example');
    expect(originUrl('javascript:alert(1)')).toBe('');
    expect(originUrl(undefined)).toBe('');
  });
});
