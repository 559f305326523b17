import { afterEach, describe, expect, it } from 'vitest';
import { absoluteUrl, pagedPath, setPageOrigin } from './absolute-url';

// The test setup sets the page's origin as the client entry does; each test here sets its own.
afterEach(() => setPageOrigin(window.location.origin));

describe('absoluteUrl', () => {
  it('resolves a path against the origin set at start-up', () => {
    setPageOrigin('https://shop.example');
    expect(absoluteUrl('/about')).toBe('https://shop.example/about');
    expect(absoluteUrl('/news?page=2')).toBe('https://shop.example/news?page=2');
    expect(absoluteUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('without an origin keeps a path a path and a URL a URL, instead of throwing', () => {
    setPageOrigin('');
    expect(absoluteUrl('/about')).toBe('/about');
    expect(absoluteUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('ignores an origin that is not http(s)', () => {
    setPageOrigin('javascript:alert(1)');
    expect(absoluteUrl('/about')).toBe('/about');
  });
});

describe('pagedPath', () => {
  it('adds ?page=n from page 2 on', () => {
    expect(pagedPath('/news', 1)).toBe('/news');
    expect(pagedPath('/news', 3)).toBe('/news?page=3');
  });
});
