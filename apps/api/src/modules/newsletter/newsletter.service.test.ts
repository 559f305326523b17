import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import type { NewsletterRepo } from './newsletter.repo.ts';
import { createNewsletterService } from './newsletter.service.ts';

describe('createNewsletterService', () => {
  const fakeRepo = () => {
    const stored = new Set<string>();
    const repo = {
      add: async (email: string, token: string) => (stored.has(email) ? undefined : (stored.add(email), token)),
      find: async () => ({ unsubscribedAt: null }),
      renew: async () => undefined,
    } as unknown as NewsletterRepo;
    const notifier = { send: async () => {}, close: async () => {} };
    return {
      stored,
      service: createNewsletterService({ repo, notifier, shopUrl: 'http://shop.test', onDeliveryError: () => {} }),
    };
  };

  it('lower-cases and trims before storing, and tells new from repeated', async () => {
    const { stored, service } = fakeRepo();
    expect(await service.subscribe({ email: ' Ann@Example.COM ' })).toBe('subscribed');
    expect(await service.subscribe({ email: 'ann@example.com' })).toBe('already-subscribed');
    expect([...stored]).toEqual(['ann@example.com']);
  });

  it('throws a 422 ValidationError with the spec message', async () => {
    const { service } = fakeRepo();
    await expect(service.subscribe({ email: '' })).rejects.toMatchObject({
      statusCode: 422,
      message: 'Please Enter Email.',
    });
    await expect(service.subscribe({ email: 'x@y' })).rejects.toBeInstanceOf(ValidationError);
  });
});
