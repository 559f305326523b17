import {
  PRODUCT_SHEET_MESSAGES as S,
  type ProductImportAnswer,
  type ProductListQuery,
  type StaffProduct,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ValidationError } from '../../lib/errors.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { planImport, type ProductWrite } from './product-import.plan.ts';
import { readProductSheet, writeProductSheet } from './product-sheet.ts';
import type { ProductSheetRepo } from './product-sheet.repo.ts';
import { type Can, priceChangesOf } from './staff-products.checks.ts';
import type { StaffProductsRepo } from './staff-products.repo.ts';
import { problemMessages } from './stock-sheet.ts';

export interface ProductSheetRepos {
  products: StaffProductsRepo;
  sheet: ProductSheetRepo;
}

export interface ProductImportDeps {
  /** The whole file's writes and their audit entries, in one transaction. */
  staffWrite: UnitOfWork<Audited<ProductSheetRepos>>;
  sheet: ProductSheetRepo;
  announce: () => Promise<void>;
}

/**
 * The product file (issue 26, item 10): exported as the product list filters it, imported as a dry run (what each
 * row would do) or applied whole: every product created or changed in one transaction, audited as the product editor
 * audits it (with its `product_price` entries, so the price history shows a bulk change), or nothing at all.
 */
export function createProductImportService({ staffWrite, sheet, announce }: ProductImportDeps) {
  async function write({ products, actor, log }: WriteContext, { before, body, active }: ProductWrite) {
    const { sizes, choice_ids: _choices, ...rest } = body;
    const fields = {
      ...rest,
      description: safeRichHtml(body.description),
      tasting_notes: safeRichHtml(body.tasting_notes),
    };
    const id = before ? before.id : await products.insert(fields);
    if (before) await products.update(id, fields);
    await products.writeSizes(id, sizes);
    if (!before || before.archived === active) await products.setActive(id, active);
    const after = (await products.read(id))!;
    const action = before ? 'product.update' : 'product.create';
    await log.record(actor, { action, entity: 'product', entityId: id, before: before ?? null, after });
    await log.recordAll(actor, priceChangesOf(before, after));
  }

  return {
    async export(query: Omit<ProductListQuery, 'page'>): Promise<string> {
      return writeProductSheet(await sheet.sizes(query));
    },

    async import(actor: StaffActor, can: Can, csv: string, dryRun: boolean): Promise<ProductImportAnswer> {
      const file = readProductSheet(csv);
      const answer = await staffWrite(async ({ repo, audit: log }) => {
        const routes = [...new Set(file.rows.map((r) => r.product_route))];
        const owners = await repo.sheet.productsByRoute(routes);
        const existing = new Map<string, StaffProduct>();
        for (const [route, id] of owners.current) existing.set(route, (await repo.products.read(id))!);
        const plan = planImport({
          ...file,
          refs: await repo.sheet.references(),
          existing,
          oldRoutes: owners.old,
          can,
        });
        const counts = {
          products_created: plan.writes.filter((w) => !w.before).length,
          products_changed: plan.writes.filter((w) => w.before).length,
        };
        if (dryRun) return { applied: false, rows: plan.rows, ...counts };
        if (plan.problems.length) throw new ValidationError(S.importRefused, { file: problemMessages(plan.problems) });
        for (const w of plan.writes) await write({ products: repo.products, actor, log }, w);
        return { applied: true, rows: plan.rows, ...counts };
      });
      // Once, after the transaction: every replica follows the whole file at once.
      if (answer.applied && answer.products_created + answer.products_changed) await announce();
      return answer;
    },
  };
}

interface WriteContext {
  products: StaffProductsRepo;
  actor: StaffActor;
  log: Audited<ProductSheetRepos>['audit'];
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
