import { SubscribeBodySchema } from '@shop/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { NewsletterRepo } from './newsletter.repo.ts';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export interface NewsletterServiceDeps {
  repo: NewsletterRepo;
}

/** Newsletter sign-up: the shared e-mail rule, then one row per address (lower-cased). */
export function createNewsletterService({ repo }: NewsletterServiceDeps) {
  return {
    /**
     * Takes the raw body so the spec's messages come back as a 422 whatever was wrong with it
     * (missing field, wrong type, bad pattern), exactly as the storefront expects.
     */
    async subscribe(body: unknown): Promise<SubscribeOutcome> {
      const parsed = SubscribeBodySchema.safeParse(body);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid email address..';
        throw new ValidationError(message, { email: [message] });
      }
      const email = parsed.data.email.toLowerCase();
      return (await repo.add(email)) ? 'subscribed' : 'already-subscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
