import { STOCK_MESSAGES, type StockImportAnswer } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { problemMessages, readStockSheet } from './stock-sheet.ts';
import type { StockRepo } from './stock.repo.ts';

export interface StockServiceDeps {
  /** The stock write and its audit entry, in one transaction (issue 25). */
  staffWrite: UnitOfWork<Audited<StockRepo>>;
  /** Tells every replica's catalog (and through it the back-in-stock alerts) that stock changed. */
  announce: () => Promise<void>;
}

/**
 * Stock set by staff, one size at a time or a whole stock file at once: counted quantities with their reason, audited
 * and announced before the answer.
 */
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
      if (!row) throw new NotFoundError(STOCK_MESSAGES.sizeNotFound);
      // Awaited: the product page shows the new stock once the call has answered.
      await announce();
      return { price_variation_id: priceVariationId, product_id: row.productId, stock: row.stock };
    },

    /**
     * Applies a stock file (CSV, `stock-sheet.ts`): every row, or none when any row is wrong, with every problem
     * named by its row (422). The rows change in one transaction, with one audit entry per size whose stock changes;
     * the change is announced once, after, so sizes back from 0 send their alerts.
     */
    async importSheet(actor: StaffActor, csv: string, reason: string): Promise<StockImportAnswer> {
      const sheet = readStockSheet(csv);
      const answer = await staffWrite(async (tx) => {
        const before = await tx.repo.lockStock(sheet.counts.map((count) => count.sizeId));
        const unknown = sheet.counts
          .filter((count) => !before.has(count.sizeId))
          .map((count) => ({ row: count.row, reason: `no size has id ${count.sizeId}` }));
        const problems = [...sheet.problems, ...unknown];
        if (problems.length)
          throw new ValidationError(STOCK_MESSAGES.importRefused, { file: problemMessages(problems) });
        const changes = sheet.counts.filter((count) => before.get(count.sizeId) !== count.stock);
        await tx.repo.setMany(changes);
        await tx.audit.recordAll(
          actor,
          changes.map(({ sizeId, stock }) => ({
            action: 'stock.import',
            entity: 'stock',
            entityId: sizeId,
            before: { stock: before.get(sizeId) },
            after: { stock, reason },
          })),
        );
        return { changed: changes.length, unchanged: sheet.counts.length - changes.length };
      });
      // Awaited, as for one size: the product pages show the file's stock once the call has answered.
      if (answer.changed) await announce();
      return answer;
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
