import {
  DAY_MS,
  STOCK_ALERT_MESSAGES,
  htmlToText,
  stockAlertRequestedMessage,
  storefrontPath,
  type StockAlertBody,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { type CatalogChange, type CatalogView, sizesRestocked } from '../catalog/index.ts';
import type { ClaimedAlert, StockAlertsRepo } from './stock-alerts.repo.ts';

/** Requests one address may make in a day: a shopper asks for a few sizes; a script signing strangers up stops here. */
export const ALERTS_PER_EMAIL_PER_DAY = 20;

export interface StockAlertsServiceDeps {
  repo: StockAlertsRepo;
  transaction: UnitOfWork<StockAlertsRepo>;
  /** The catalog as the storefront shows it now. */
  catalog: () => CatalogView;
  /** A signed-in shopper's account address. */
  accountEmail: (userId: number) => Promise<string | undefined>;
  notifier: Notifier;
  /** The shop's address, for the link to the product page. */
  publicBaseUrl: string;
  onError: (err: unknown, what: string) => void;
  now?: () => Date;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Back-in-stock alerts (decision 017): a shopper asks on a size with stock 0; when the size has stock again, each
 * open request is claimed (closed) and e-mailed once. Claims run after every catalog change that brings a size back,
 * after each request (a restock may have landed meanwhile) and on a slow sweep; a request whose e-mail failed waits
 * for the next of these. The claim is one atomic statement, so running it on every replica sends nothing twice.
 */
export function createStockAlertsService({
  repo,
  transaction,
  catalog,
  accountEmail,
  notifier,
  publicBaseUrl,
  onError,
  now = () => new Date(),
}: StockAlertsServiceDeps) {
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(alert: ClaimedAlert): Promise<void> {
    const name = oneLine(htmlToText(alert.productName));
    const link = `${publicBaseUrl}${storefrontPath('productInCategory', { cat: alert.categoryRoute, id: alert.productRoute })}`;
    try {
      await notifier.send({
        channel: 'email',
        to: alert.email,
        purpose: 'stock-alert',
        subject: `Back in stock: ${name}, ${oneLine(alert.size)}`,
        text: [
          `Good news: ${name} (${alert.size}) is back in stock at Cellar.`,
          '',
          `Order it here: ${link}`,
          '',
          'Stock can run out again, so do not wait too long. You asked us to tell you when this size returned: this is the only e-mail we send for that request.',
          '',
          'Cellar, Dubai',
        ].join('\n'),
      });
    } catch (err) {
      onError(err, 'a back-in-stock e-mail could not be sent; it is retried at the next claim');
      await repo.reopen(alert.id);
    }
  }

  /**
   * Claims the open requests of these sizes (all when null) that have stock now and e-mails each; how many were
   * claimed.
   */
  async function sendDue(priceVariationIds: readonly number[] | null): Promise<number> {
    const claimed = await repo.claimDue(priceVariationIds);
    // One after another: a restock of a popular size must not open hundreds of mail connections at once.
    for (const alert of claimed) await deliver(alert);
    return claimed.length;
  }

  /** `sendDue` in the background (the caller does not wait for e-mail), finished before `drain` settles. */
  function sendSoon(priceVariationIds: readonly number[] | null): void {
    if (priceVariationIds?.length === 0) return;
    const run = sendDue(priceVariationIds)
      .catch((err: unknown) =>
        onError(err, 'back-in-stock alerts could not be claimed; the next restock or the sweep retries'),
      )
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  }

  return {
    /** `POST /stock-alerts`: the answer's message. The account's address for a session, else the guest's `email`. */
    async request(userId: number | null, body: StockAlertBody): Promise<string> {
      const email = userId === null ? body.email : (await accountEmail(userId))?.toLowerCase();
      if (!email)
        throw new AppError(400, 'VALIDATION_FAILED', STOCK_ALERT_MESSAGES.emailRequired, {
          email: [STOCK_ALERT_MESSAGES.emailRequired],
        });
      const size = catalog().sizeById(body.price_variation_id)?.size;
      if (!size) throw new NotFoundError(STOCK_ALERT_MESSAGES.noSuchSize);
      if (size.stock > 0) throw new AppError(409, 'IN_STOCK', STOCK_ALERT_MESSAGES.inStock);
      // Counted and opened under the address's lock: requests sent at once cannot pass the daily limit together.
      await transaction(async (tx) => {
        await tx.lockEmail(email);
        if ((await tx.countSince(email, new Date(now().getTime() - DAY_MS))) >= ALERTS_PER_EMAIL_PER_DAY) {
          throw new TooManyRequestsError(STOCK_ALERT_MESSAGES.tooManyForEmail);
        }
        // The same request again is the same open request: the answer does not tell anyone whether an address had
        // asked.
        await tx.open(body.price_variation_id, email, userId);
      });
      // Stock that returned between the catalog's answer and this request has announced its change already.
      sendSoon([body.price_variation_id]);
      return stockAlertRequestedMessage(email, size.value);
    },

    sendDue,
    sendSoon,

    /** What the catalog's change listener runs: the sizes the change brought back in stock. */
    onCatalogChange(change: CatalogChange): void {
      sendSoon(sizesRestocked(change));
    },

    /** Waits for the background claims and e-mails (the server is stopping). */
    async drain(): Promise<void> {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
