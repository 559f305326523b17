import type { UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { StockRepo } from './stock.repo.ts';

export interface StockServiceDeps {
  /** The stock write and its audit entry, in one transaction (issue 25). */
  staffWrite: UnitOfWork<Audited<StockRepo>>;
  /** Tells every replica's catalog (and through it the back-in-stock alerts) that stock changed. */
  announce: () => Promise<void>;
}

/** Stock set by staff: a counted quantity with its reason, audited and announced before the answer. */
export function createStockService({ staffWrite, announce }: StockServiceDeps) {
  return {
    async set(
      actor: StaffActor,
      priceVariationId: number,
      stock: number,
      reason: string,
    ): Promise<{ price_variation_id: number; product_id: number; stock: number }> {
      const row = await staffWrite(async (tx) => {
        const set = await tx.repo.set(priceVariationId, stock);
        if (set)
          await tx.audit.record(actor, {
            action: 'stock.set',
            entity: 'stock',
            entityId: priceVariationId,
            before: { stock: set.before },
            after: { stock: set.stock, reason },
          });
        return set;
      });
      if (!row) throw new NotFoundError('No size has this id.');
      // Awaited: the product page shows the new stock once the call has answered.
      await announce();
      return { price_variation_id: priceVariationId, product_id: row.productId, stock: row.stock };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
