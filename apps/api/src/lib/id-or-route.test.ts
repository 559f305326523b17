import { describe, expect, it } from 'vitest';
import { parseIdOrRoute } from './id-or-route.ts';

describe('parseIdOrRoute', () => {
  it('reads digits as an id that may also be a route', () => {
    expect(parseIdOrRoute('42')).toEqual({ id: 42, route: '42' });
  });
  it('treats slugs, zero and numbers beyond a PostgreSQL integer as routes only', () => {
    expect(parseIdOrRoute('wine-guides')).toEqual({ id: null, route: 'wine-guides' });
    expect(parseIdOrRoute('0')).toEqual({ id: null, route: '0' });
    expect(parseIdOrRoute('2147483648')).toEqual({ id: null, route: '2147483648' });
    expect(parseIdOrRoute('99999999999')).toEqual({ id: null, route: '99999999999' });
  });
});
