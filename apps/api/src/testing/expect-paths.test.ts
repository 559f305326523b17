import { describe, expect, it } from 'vitest';
import { pathProblems } from './expect-paths.ts';

describe('pathProblems', () => {
  const body = {
    blog: { id: 1, title: 'T', created_at: '2025-01-01T09:00:00.000Z', img: '/images/a.svg', comments: [] },
    categories: [
      { route: 'a', name: 'A' },
      { route: 'b', name: 2 },
    ],
    current_page: '1',
    logos: [{ link: null }],
  };

  it('passes paths that hold, through objects and every element of arrays', () => {
    expect(
      pathProblems(body, {
        'blog.id': 'number',
        'blog.created_at': 'iso8601',
        'blog.img': 'image',
        'blog.comments': 'array',
        'categories[].route': 'string',
        'logos[0].link': 'string|null',
        'blog.missing': 'absent',
        'nothing.below': 'absent',
      }),
    ).toEqual([]);
    expect(pathProblems([{ a: 1 }], { '': 'array', '[].a': 'number' })).toEqual([]);
  });

  it('names each path that is missing or has the wrong type', () => {
    expect(
      pathProblems(body, {
        'categories[].name': 'string',
        current_page: 'number',
        'blog.seo.meta_title': 'string',
        'blog.comments[].id': 'number',
        'blog.title[].x': 'string',
      }),
    ).toEqual([
      'categories[1].name: expected string, got number 2',
      'current_page: expected number, got string "1"',
      'blog.seo.meta_title: its parent is absent, not an object',
      'blog.comments: an empty array, so number cannot be checked',
      'blog.title: expected an array, got string "T"',
    ]);
  });

  it('checks images and timestamps the way the client reads them', () => {
    const images = ['/images/x.svg', 'https://cdn.example.com/x.jpg', 'images/x.svg', '//images/x.svg', ''];
    expect(images.map((img) => pathProblems({ img }, { img: 'image' }).length)).toEqual([0, 0, 1, 1, 1]);
    const dates = [
      '2025-01-01T09:00:00Z',
      '2025-01-01T13:00:00+04:00',
      '2025-01-01',
      '2025-13-45T99:00:00Z',
      'yesterday',
    ];
    expect(dates.map((at) => pathProblems({ at }, { at: 'iso8601' }).length)).toEqual([0, 0, 1, 1, 1]);
  });
});
