import { describe, expect, it } from 'vitest';
import { contactDetails, phoneLink } from './contact.service.ts';
import { parseIdOrRoute } from '../../lib/id-or-route.ts';
import { imageUrl, toIsoTimestamp } from '../../lib/presentation.ts';
import { createSubscribersService } from './subscribers.service.ts';
import type { SubscribersRepo } from './subscribers.repo.ts';
import { parseEnv } from '../../config/env.ts';
import { ValidationError } from '../../lib/errors.ts';

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

describe('imageUrl', () => {
  it('joins the base and the stored name with one slash', () => {
    expect(imageUrl('/images', 'blog/a.jpg')).toBe('/images/blog/a.jpg');
    expect(imageUrl('https://cdn.example.com/images/', '/blog/a.jpg')).toBe('https://cdn.example.com/images/blog/a.jpg');
  });
  it('keeps absolute URLs as they are', () => {
    expect(imageUrl('/images', 'https://other.example.com/x.png')).toBe('https://other.example.com/x.png');
  });
});

describe('toIsoTimestamp', () => {
  it('normalises PostgreSQL text timestamps to ISO 8601 UTC', () => {
    expect(toIsoTimestamp('2025-01-15 09:00:00+00')).toBe('2025-01-15T09:00:00.000Z');
    expect(toIsoTimestamp('2025-01-15 13:00:00.5+04')).toBe('2025-01-15T09:00:00.500Z');
  });
});

describe('contact details', () => {
  it('phone_link keeps only the plus and the digits', () => {
    expect(phoneLink('+971 4 555 0123')).toBe('tel:+97145550123');
    expect(phoneLink('(04) 555-0123 ext.')).toBe('tel:045550123');
  });
  it('come from configuration', () => {
    const details = contactDetails(parseEnv({ CONTACT_PHONE: '+971 50 123 4567' }));
    expect(details.phone_link).toBe('tel:+971501234567');
    expect(Object.keys(details).sort()).toEqual(['address', 'chat_link', 'email', 'map_link', 'phone', 'phone_link', 'store_address', 'store_map_link']);
  });
});

describe('createSubscribersService', () => {
  const fakeRepo = () => {
    const stored = new Set<string>();
    const repo = { add: async (email: string) => !stored.has(email) && !!stored.add(email) } as unknown as SubscribersRepo;
    return { stored, service: createSubscribersService(repo) };
  };

  it('lower-cases and trims before storing, and tells new from repeated', async () => {
    const { stored, service } = fakeRepo();
    expect(await service.subscribe({ email: ' Ann@Example.COM ' })).toBe('subscribed');
    expect(await service.subscribe({ email: 'ann@example.com' })).toBe('already-subscribed');
    expect([...stored]).toEqual(['ann@example.com']);
  });

  it('throws a 422 ValidationError with the spec message', async () => {
    const { service } = fakeRepo();
    await expect(service.subscribe({ email: '' })).rejects.toMatchObject({ statusCode: 422, message: 'Please Enter Email.' });
    await expect(service.subscribe({ email: 'x@y' })).rejects.toBeInstanceOf(ValidationError);
  });
});
