import { randomBytes } from 'node:crypto';
import { DAY_MS, inShopTime } from '@shop/shared';
import type { Notifier } from '../../notifier/notifier.ts';
import type { UnitOfWork } from '../../db/transaction.ts';
import type { CouponsRepo } from './coupons.repo.ts';

/** The gift (spec section 1: "free gifts on birthday and anniversary"): a personal coupon, one order, a month. */
export const GIFT = { percent: 15, validDays: 30 } as const;

type Occasion = 'birthday' | 'anniversary';
export interface Celebrant {
  id: number;
  fullName: string;
  email: string | null;
  mobile: string | null;
  occasion: Occasion;
}

export interface GiftsServiceDeps {
  /** A gift's claim, its coupon and their link, written together or not at all. */
  transaction: UnitOfWork<CouponsRepo>;
  /** Accounts celebrating on a day (`MM-DD`), and those born on 29 February in a year without one. */
  celebrating: (monthDay: string, leapDayToo: boolean) => Promise<Celebrant[]>;
  notifier: Notifier;
  onDeliveryError: (err: unknown) => void;
}

/** A code nobody guesses: GIFT- and ten letters and digits without look-alikes. */
function giftCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `GIFT-${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Birthday and anniversary gifts (issue 9): each day, every individual account celebrating gets a personal coupon
 * and hears of it. A gift is claimed in the database with its coupon (unique per user, occasion and year), so it is
 * given once a year however often the job runs and however many replicas run it at once.
 */
export function createGiftsService({ transaction, celebrating, notifier, onDeliveryError }: GiftsServiceDeps) {
  return {
    /** Gives today's gifts (the shop's day, in Dubai); returns how many this run gave. */
    async giveDue(now: Date): Promise<number> {
      const day = inShopTime(now); // the shop's calendar day
      const year = day.getUTCFullYear();
      const monthDay = `${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
      const leapYear = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
      let given = 0;
      for (const person of await celebrating(monthDay, monthDay === '02-28' && !leapYear)) {
        // Claimed and made in one transaction: a coupon that fails to be written leaves no claim, and the next run
        // gives the gift. A replica racing for the same claim waits for this one, then finds it taken.
        const coupon = await transaction(async (repo) => {
          if (!(await repo.claimGift(person.id, person.occasion, year))) return undefined;
          const made = await repo.insert({
            code: giftCode(),
            kind: 'percent',
            value: GIFT.percent,
            userId: person.id,
            maxUses: 1,
            maxUsesPerUser: 1,
            description: `Happy ${person.occasion}! ${GIFT.percent}% off one order`,
            expiresAt: new Date(now.getTime() + GIFT.validDays * DAY_MS).toISOString(),
          });
          await repo.recordGiftCoupon(person.id, person.occasion, year, made.id);
          return made;
        });
        if (!coupon) continue;
        const text = `Happy ${person.occasion}, ${person.fullName}! Here is ${GIFT.percent}% off your next Cellar order: use code ${coupon.code} within ${GIFT.validDays} days.`;
        if (person.email)
          void notifier
            .send({
              channel: 'email',
              to: person.email,
              subject: `A ${person.occasion} gift from Cellar`,
              text,
              purpose: 'gift',
            })
            .catch(onDeliveryError);
        if (person.mobile)
          void notifier.send({ channel: 'sms', to: person.mobile, text, purpose: 'gift' }).catch(onDeliveryError);
        given++;
      }
      return given;
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
