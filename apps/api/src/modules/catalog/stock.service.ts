import { NotFoundError } from '../../lib/errors.ts';
import type { StockRepo } from './stock.repo.ts';

export interface StockServiceDeps {
  repo: StockRepo;
  /** Tells every replica's catalog (and through it the back-in-stock alerts) that stock changed. */
  announce: () => Promise<void>;
}

/** Stock set by staff (until staff screens exist): a counted quantity, announced before the answer. */
export function createStockService({ repo, announce }: StockServiceDeps) {
  return {
    async set(
      priceVariationId: number,
      stock: number,
    ): Promise<{ price_variation_id: number; product_id: number; stock: number }> {
      const row = await repo.set(priceVariationId, stock);
      if (!row) throw new NotFoundError('No size has this id.');
      // Awaited: the product page shows the new stock once the call has answered.
      await announce();
      return { price_variation_id: priceVariationId, product_id: row.productId, stock: row.stock };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
