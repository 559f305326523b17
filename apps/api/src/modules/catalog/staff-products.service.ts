import {
  htmlToText,
  PRICE_HISTORY_SHOWN,
  PRODUCTS_PAGE_SIZE,
  toPaged,
  type ProductListQuery,
  type StaffProductPage,
  PRODUCT_MESSAGES as M,
  type PriceHistory,
  type ProductBody,
  type StaffProduct,
} from '@shop/shared';
import { isUniqueViolation, type UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { AuditRepo, Audited, StaffActor } from '../staff/index.ts';
import {
  type Can,
  priceChangesOf,
  priceHistoryOf,
  refusedFields,
  sizePermissionProblems,
} from './staff-products.checks.ts';
import type { StaffProductReads } from './staff-products.reads.ts';
import type { ProductFields, StaffProductsRepo } from './staff-products.repo.ts';

export interface StaffProductsDeps {
  /** A product write and its audit entries, in one transaction. */
  staffWrite: UnitOfWork<Audited<StaffProductsRepo>>;
  reads: StaffProductReads;
  audit: Pick<AuditRepo, 'list'>;
  /** Tells every replica's catalog (and through it the cached answers, by tag) that products changed. */
  announce: () => Promise<void>;
}

/** The body's own columns, its staff-written HTML passed through the shared allow-list (decision 016). */
function fieldsOf(body: ProductBody): ProductFields {
  const { sizes: _sizes, choice_ids: _choices, ...fields } = body;
  return { ...fields, description: safeRichHtml(body.description), tasting_notes: safeRichHtml(body.tasting_notes) };
}

/** Whether a body's own columns are the product's as stored (its HTML compared once sanitized, as it is stored). */
function sameFields(fields: ProductFields, stored: StaffProduct): boolean {
  return (Object.keys(fields) as (keyof ProductFields)[]).every((key) =>
    key === 'gallery'
      ? fields.gallery.length === stored.gallery.length && fields.gallery.every((img, i) => img === stored.gallery[i])
      : fields[key] === stored[key],
  );
}

/** Whether the body's sizes are the stored ones, in the same order with the same values (nothing to write). */
function sameSizes(sizes: ProductBody['sizes'], stored: StaffProduct['sizes']): boolean {
  const fields = ['value', 'price_fils', 'offer_price_fils', 'stock', 'pack_size', 'cost_fils'] as const;
  return (
    sizes.length === stored.length &&
    sizes.every((size, i) => size.id === stored[i]!.id && fields.every((key) => size[key] === stored[i]![key]))
  );
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));

const routeTaken = () => new ValidationError(M.refused, { route: [M.routeTaken] });

/**
 * Products written by staff (issue 26, item 1): created, edited, archived and restored, each write audited with the
 * product before and after, each price change also as its own entry (the price history), and announced before the
 * answer so every replica, search and cached page shows it at once.
 */
export function createStaffProductsService({ staffWrite, reads, audit, announce }: StaffProductsDeps) {
  /**
   * Refuses a body naming what does not exist, or a route another product has or had, each on its field. A product
   * keeping its route needs no look at routes: no other product has it, nor had it.
   */
  async function checkReferences(repo: StaffProductsRepo, body: ProductBody, before?: StaffProduct): Promise<void> {
    const refs = await repo.references(body);
    const errors: Record<string, string[]> = {};
    if (!refs.category || refs.category.parent_id !== null) errors.category_id = [M.categoryUnknown];
    else if (body.sub_category_id !== null && Number(refs.subCategory?.parent_id) !== body.category_id)
      errors.sub_category_id = [M.subCategoryUnknown];
    if (!refs.brand) errors.brand_id = [M.brandUnknown];
    if (!refs.origin) errors.origin_id = [M.originUnknown];
    body.choice_ids.forEach((id, i) => {
      if (!refs.choiceIds.has(id)) errors[`choice_ids.${i}`] = [M.choiceUnknown];
    });
    const owners = body.route === before?.route ? {} : await repo.routeOwners(body.route);
    if (owners.current !== undefined && owners.current !== before?.id) errors.route = [M.routeTaken];
    else if (owners.old !== undefined && owners.old !== before?.id) errors.route = [M.routeWasOther];
    if (Object.keys(errors).length) throw new ValidationError(M.refused, errors);
  }

  async function written<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      // Two staff saving the same new route at once: the database keeps one, the other hears why.
      throw isUniqueViolation(err) ? routeTaken() : err;
    }
  }

  return {
    async list({ page, ...query }: ProductListQuery): Promise<StaffProductPage> {
      const { rows, total } = await reads.page(query, {
        limit: PRODUCTS_PAGE_SIZE,
        offset: (page - 1) * PRODUCTS_PAGE_SIZE,
      });
      const products = rows.map((row) => ({
        id: Number(row.id),
        name: htmlToText(row.name),
        route: row.route,
        category: htmlToText(row.category),
        featured_img: row.featured_img,
        sizes: Number(row.sizes),
        price_fils: Number(row.price_fils ?? 0),
        stock: Number(row.stock ?? 0),
        archived: !row.is_active,
      }));
      return toPaged(products, page, total, PRODUCTS_PAGE_SIZE);
    },

    async one(id: number): Promise<StaffProduct> {
      const product = await reads.one(id);
      if (!product) throw new NotFoundError(M.notFound);
      return product;
    },

    options: reads.options,

    async create(actor: StaffActor, can: Can, body: ProductBody): Promise<StaffProduct> {
      refusedFields(sizePermissionProblems(undefined, body.sizes, can));
      const product = await written(() =>
        staffWrite(async ({ repo, audit: log }) => {
          await checkReferences(repo, body);
          const id = await repo.insert(fieldsOf(body));
          await repo.writeSizes(id, body.sizes);
          await repo.setChoices(id, body.choice_ids);
          const after = (await repo.read(id))!;
          await log.record(actor, { action: 'product.create', entity: 'product', entityId: id, before: null, after });
          await log.recordAll(actor, priceChangesOf(undefined, after));
          return after;
        }),
      );
      await announce();
      return product;
    },

    async update(actor: StaffActor, can: Can, id: number, body: ProductBody): Promise<StaffProduct> {
      const product = await written(() =>
        staffWrite(async ({ repo, audit: log }) => {
          const before = await repo.lock(id);
          if (!before) throw new NotFoundError(M.notFound);
          const known = new Map(before.sizes.map((s) => [s.id, s]));
          const unknown: Record<string, string[]> = {};
          body.sizes.forEach((size, i) => {
            if (size.id !== undefined && !known.has(size.id)) unknown[`sizes.${i}.id`] = [M.sizeUnknown];
          });
          if (Object.keys(unknown).length) throw new ValidationError(M.refused, unknown);
          refusedFields(sizePermissionProblems(before, body.sizes, can));
          const kept = new Set(body.sizes.flatMap((s) => (s.id === undefined ? [] : [s.id])));
          const removed = before.sizes.filter((s) => !kept.has(s.id));
          const ordered = removed.filter((s) => s.in_orders);
          if (ordered.length)
            throw new ValidationError(M.refused, { sizes: ordered.map((s) => `${s.value}: ${M.sizeHasOrders}`) });
          await checkReferences(repo, body, before);
          // What did not change is not written: a price edit leaves the product's row alone, a new name its sizes.
          const fields = fieldsOf(body);
          if (!sameFields(fields, before)) await repo.update(id, fields);
          if (body.route !== before.route) await repo.moveRoute(id, before.route, body.route);
          await repo.removeSizes(
            id,
            removed.map((s) => s.id),
          );
          if (!sameSizes(body.sizes, before.sizes)) await repo.writeSizes(id, body.sizes);
          if (!sameSet(body.choice_ids, before.choice_ids)) await repo.setChoices(id, body.choice_ids);
          const after = (await repo.read(id))!;
          await log.record(actor, { action: 'product.update', entity: 'product', entityId: id, before, after });
          await log.recordAll(actor, priceChangesOf(before, after));
          return after;
        }),
      );
      await announce();
      return product;
    },

    /** Takes a product off sale, kept with its sizes and history (`archived`), or puts it back on sale. */
    async archive(actor: StaffActor, id: number, archived: boolean): Promise<StaffProduct> {
      const product = await staffWrite(async ({ repo, audit: log }) => {
        const before = await repo.lock(id);
        if (!before) throw new NotFoundError(M.notFound);
        if (before.archived === archived) throw new ConflictError(archived ? M.alreadyArchived : M.notArchived);
        await repo.setActive(id, !archived);
        const action = archived ? 'product.archive' : 'product.restore';
        await log.record(actor, {
          action,
          entity: 'product',
          entityId: id,
          before: { archived: before.archived },
          after: { archived },
        });
        return (await repo.read(id))!;
      });
      await announce();
      return product;
    },

    /** The product's price changes, newest first, from the audit log. */
    async priceHistory(id: number): Promise<PriceHistory> {
      if (!(await reads.one(id))) throw new NotFoundError(M.notFound);
      const entries = await audit.list({ entity: 'product_price', entity_id: String(id), limit: PRICE_HISTORY_SHOWN });
      return priceHistoryOf(entries);
    },
  };
}

export type StaffProductsService = ReturnType<typeof createStaffProductsService>;
