import { randomBytes } from 'node:crypto';
import { NEWSLETTER_LINK_MESSAGES, SubscribeBodySchema } from '@shop/shared';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { NewsletterRepo } from './newsletter.repo.ts';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export interface NewsletterServiceDeps {
  repo: NewsletterRepo;
  notifier: Notifier;
  /** The shop's address, for the links e-mailed. */
  shopUrl: string;
  onDeliveryError: (err: unknown) => void;
}

/** A link's token: 32 random bytes as hex. */
export const newToken = () => randomBytes(32).toString('hex');

/** The storefront's pages the e-mailed links open; the token travels in the fragment, which no request carries. */
export const confirmLink = (shopUrl: string, token: string) => `${shopUrl}/newsletter/confirm#token=${token}`;
export const unsubscribeLink = (shopUrl: string, token: string) => `${shopUrl}/newsletter/unsubscribe#token=${token}`;

/**
 * Newsletter sign-up with double opt-in (issue 26): the shared e-mail rule, then one row per address (lower-cased)
 * waiting unconfirmed, and an e-mail with the link that confirms it. The storefront's answer is the spec's either way:
 * it says nothing about whether the address was known.
 */
export function createNewsletterService({ repo, notifier, shopUrl, onDeliveryError }: NewsletterServiceDeps) {
  function askToConfirm(email: string, token: string): void {
    void notifier
      .send({
        channel: 'email',
        to: email,
        subject: 'Please confirm your subscription to the Cellar newsletter',
        text: [
          'Hello,',
          '',
          'Someone, we hope you, asked to receive the Cellar newsletter at this address. To confirm, open this link:',
          '',
          confirmLink(shopUrl, token),
          '',
          'If it was not you, ignore this e-mail: without the confirmation we send you nothing.',
          '',
          'Cellar, Dubai',
        ].join('\n'),
        purpose: 'newsletter-confirmation',
      })
      .catch(onDeliveryError);
  }

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
      const added = await repo.add(email, newToken());
      if (added) {
        askToConfirm(email, added);
        return 'subscribed';
      }
      const before = await repo.find(email);
      const renewed = await repo.renew(email, newToken());
      if (renewed) askToConfirm(email, renewed);
      return renewed && before?.unsubscribedAt ? 'subscribed' : 'already-subscribed';
    },

    async confirm(token: string): Promise<string> {
      if (!(await repo.confirm(token))) throw new NotFoundError(NEWSLETTER_LINK_MESSAGES.badLink);
      return NEWSLETTER_LINK_MESSAGES.confirmed;
    },

    /** Idempotent: the same link answers the same, however often it is followed. */
    async unsubscribe(token: string): Promise<string> {
      if (!(await repo.unsubscribe(token))) throw new NotFoundError(NEWSLETTER_LINK_MESSAGES.badLink);
      return NEWSLETTER_LINK_MESSAGES.unsubscribed;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
