import type { BlogCard } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { blogCategoriesOf } from './blog-categories';

const category = (id: number, title: string, position: number) => ({
  id,
  route: title.toLowerCase(),
  name: title,
  title,
  position,
});
const post = (id: number, cat: ReturnType<typeof category>): BlogCard => ({
  id,
  route: `post-${id}`,
  title: `Post ${id}`,
  short_description: '',
  featured_img: '/images/x.svg',
  banner_image: '/images/x.svg',
  created_by: '',
  created_at: '2025-01-01T00:00:00.000Z',
  category: cat,
});

describe('blogCategoriesOf', () => {
  it('counts the posts of each category and lists them in display order, not by newest post', () => {
    const wine = category(1, 'Wine', 1);
    const rum = category(2, 'Rum', 2);
    const beer = category(3, 'Beer', 2);
    expect(
      blogCategoriesOf([post(1, rum), post(2, wine), post(3, rum), post(4, beer)]).map((c) => [c.title, c.count]),
    ).toEqual([
      ['Wine', 1],
      ['Beer', 1],
      ['Rum', 2],
    ]);
  });

  it('has no category for no posts', () => {
    expect(blogCategoriesOf([])).toEqual([]);
  });
});
