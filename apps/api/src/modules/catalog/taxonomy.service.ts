import {
  TAXONOMY_MESSAGES as M,
  type BrandWrite,
  type CategoryCreate,
  type CategoryUpdate,
  type OriginWrite,
  type StaffBrand,
  type StaffCategory,
  type StaffOrigin,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { fieldProblem, found, notPermutation, stillUsed, taken } from './staff-writes.ts';
import type { BrandRecord, CategoryRecord, OriginRecord, TaxonomyRepo } from './taxonomy.repo.ts';

export interface TaxonomyServiceDeps {
  /** The write and its audit entry, in one transaction. */
  staffWrite: UnitOfWork<Audited<TaxonomyRepo>>;
  /** Tells every replica's catalog (and its cache tags) that the catalog's shape changed. */
  announce: () => Promise<void>;
}

/**
 * Categories, subcategories, brands and origins written by staff (issue 26, item 3): each write audited with the row
 * before and after, and announced before the answer, so the storefront shows it once the call has answered.
 */
export function createTaxonomyService({ staffWrite, announce }: TaxonomyServiceDeps) {
  /** A write, then the announcement (awaited: the storefront shows it once the call has answered). */
  async function write<T>(work: Parameters<typeof staffWrite<T>>[0]): Promise<T> {
    const answer = await staffWrite(work);
    await announce();
    return answer;
  }
  const read = <T>(work: (repo: TaxonomyRepo) => Promise<T>) => staffWrite(({ repo }) => work(repo));

  return {
    categories: () => read(async (repo) => (await repo.categories()).map(presentCategory)),

    createCategory: (actor: StaffActor, body: CategoryCreate) =>
      write(async ({ repo, audit }) => {
        if (body.parent_id !== null) {
          const parent = await repo.category(body.parent_id);
          if (!parent || parent.parentId !== null) throw fieldProblem('parent_id', M.parentNotFound);
        }
        if (await repo.routeTaken(body.route)) throw taken('route', M.routeTaken);
        const id = await repo.insertCategory({ parentId: body.parent_id, ...categoryValues(body) });
        const after = presentCategory(found(await repo.category(id), M.categoryNotFound));
        await audit.record(actor, { action: 'category.create', entity: 'category', entityId: id, before: null, after });
        return after;
      }),

    updateCategory: (actor: StaffActor, id: number, body: CategoryUpdate) =>
      write(async ({ repo, audit }) => {
        const before = presentCategory(found(await repo.category(id), M.categoryNotFound));
        if (await repo.routeTaken(body.route, id)) throw taken('route', M.routeTaken);
        await repo.updateCategory(id, categoryValues(body));
        const after = presentCategory(found(await repo.category(id), M.categoryNotFound));
        await audit.record(actor, { action: 'category.update', entity: 'category', entityId: id, before, after });
        return after;
      }),

    deleteCategory: (actor: StaffActor, id: number) =>
      write(async ({ repo, audit }) => {
        const before = presentCategory(found(await repo.category(id), M.categoryNotFound));
        const usage = await repo.categoryUsage(id);
        if (usage.products) throw stillUsed(M.categoryHasProducts(usage.products));
        if (usage.subcategories) throw stillUsed(M.categoryHasSubcategories(usage.subcategories));
        if (usage.homeRows) throw stillUsed(M.categoryIsHomeRow);
        await repo.deleteCategory(id);
        await audit.record(actor, { action: 'category.delete', entity: 'category', entityId: id, before, after: null });
      }),

    reorderCategories: (actor: StaffActor, parentId: number | null, ids: readonly number[]) =>
      write(async ({ repo, audit }) => {
        const before = await repo.reorderCategories(parentId, ids);
        if (!before) throw notPermutation();
        await audit.record(actor, {
          action: 'category.reorder',
          entity: 'category',
          entityId: parentId ?? 'top',
          before: { ids: before },
          after: { ids },
        });
      }),

    brands: () => read(async (repo) => (await repo.brands()).map(presentBrand)),

    createBrand: (actor: StaffActor, body: BrandWrite) =>
      write(async ({ repo, audit }) => {
        if (await repo.brandRouteTaken(body.route)) throw taken('route', M.brandRouteTaken);
        const id = await repo.insertBrand(brandValues(body));
        const after = presentBrand(found(await repo.brand(id), M.brandNotFound));
        await audit.record(actor, { action: 'brand.create', entity: 'brand', entityId: id, before: null, after });
        return after;
      }),

    updateBrand: (actor: StaffActor, id: number, body: BrandWrite) =>
      write(async ({ repo, audit }) => {
        const before = presentBrand(found(await repo.brand(id), M.brandNotFound));
        if (await repo.brandRouteTaken(body.route, id)) throw taken('route', M.brandRouteTaken);
        await repo.updateBrand(id, brandValues(body));
        const after = presentBrand(found(await repo.brand(id), M.brandNotFound));
        await audit.record(actor, { action: 'brand.update', entity: 'brand', entityId: id, before, after });
        return after;
      }),

    deleteBrand: (actor: StaffActor, id: number) =>
      write(async ({ repo, audit }) => {
        const before = presentBrand(found(await repo.brand(id), M.brandNotFound));
        if (before.product_count) throw stillUsed(M.brandHasProducts(before.product_count));
        await repo.deleteBrand(id);
        await audit.record(actor, { action: 'brand.delete', entity: 'brand', entityId: id, before, after: null });
      }),

    reorderBrands: (actor: StaffActor, ids: readonly number[]) =>
      write(async ({ repo, audit }) => {
        const before = await repo.reorderBrands(ids);
        if (!before) throw notPermutation();
        const entry = { action: 'brand.reorder', entity: 'brand', entityId: 'all' } as const;
        await audit.record(actor, { ...entry, before: { ids: before }, after: { ids } });
      }),

    origins: () => read(async (repo) => (await repo.origins()).map(presentOrigin)),

    createOrigin: (actor: StaffActor, body: OriginWrite) =>
      write(async ({ repo, audit }) => {
        if (await repo.originTaken(body)) throw taken('region', M.originTaken);
        const id = await repo.insertOrigin(body);
        const after = presentOrigin(found(await repo.origin(id), M.originNotFound));
        await audit.record(actor, { action: 'origin.create', entity: 'origin', entityId: id, before: null, after });
        return after;
      }),

    updateOrigin: (actor: StaffActor, id: number, body: OriginWrite) =>
      write(async ({ repo, audit }) => {
        const before = presentOrigin(found(await repo.origin(id), M.originNotFound));
        if (await repo.originTaken(body, id)) throw taken('region', M.originTaken);
        await repo.updateOrigin(id, body);
        const after = presentOrigin(found(await repo.origin(id), M.originNotFound));
        await audit.record(actor, { action: 'origin.update', entity: 'origin', entityId: id, before, after });
        return after;
      }),

    deleteOrigin: (actor: StaffActor, id: number) =>
      write(async ({ repo, audit }) => {
        const before = presentOrigin(found(await repo.origin(id), M.originNotFound));
        if (before.product_count) throw stillUsed(M.originHasProducts(before.product_count));
        await repo.deleteOrigin(id);
        await audit.record(actor, { action: 'origin.delete', entity: 'origin', entityId: id, before, after: null });
      }),

    reorderOrigins: (actor: StaffActor, ids: readonly number[]) =>
      write(async ({ repo, audit }) => {
        const before = await repo.reorderOrigins(ids);
        if (!before) throw notPermutation();
        const entry = { action: 'origin.reorder', entity: 'origin', entityId: 'all' } as const;
        await audit.record(actor, { ...entry, before: { ids: before }, after: { ids } });
      }),
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;

/** Descriptions are HTML: kept as the allow-list cleans them (decision 016). */
function categoryValues(body: CategoryUpdate) {
  return {
    route: body.route,
    title: body.title,
    description: safeRichHtml(body.description),
    image: body.image,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    schemaMarkup: body.schema_markup,
  };
}

function brandValues(body: BrandWrite) {
  const { route, name, meta_title, meta_description } = body;
  return {
    route,
    name,
    description: safeRichHtml(body.description),
    metaTitle: meta_title,
    metaDescription: meta_description,
  };
}

function presentCategory(row: CategoryRecord): StaffCategory {
  return {
    id: row.id,
    parent_id: row.parentId,
    route: row.route,
    title: row.title,
    description: row.description,
    image: row.image,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    schema_markup: row.schemaMarkup,
    position: row.position,
    product_count: Number(row.productCount),
  };
}

function presentBrand(row: BrandRecord): StaffBrand {
  return {
    id: row.id,
    route: row.route,
    name: row.name,
    description: row.description,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    position: row.position,
    product_count: Number(row.productCount),
  };
}

function presentOrigin(row: OriginRecord): StaffOrigin {
  return {
    id: row.id,
    country: row.country,
    region: row.region,
    position: row.position,
    product_count: Number(row.productCount),
  };
}
