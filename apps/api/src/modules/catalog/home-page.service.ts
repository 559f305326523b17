import {
  htmlToText,
  TAXONOMY_MESSAGES as M,
  type BannerWrite,
  type ChoiceWrite,
  type HomeRowWrite,
  type OfferWrite,
  type StaffBanner,
  type StaffChoice,
  type StaffHomeRow,
  type StaffOffer,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { safeRichHtml } from '../../lib/safe-html.ts';
import type { Audited, AuditWrite, StaffActor } from '../staff/index.ts';
import type { HomePageRepo } from './home-page.repo.ts';
import { fieldProblem, found, notPermutation, taken } from './staff-writes.ts';

export interface HomePageServiceDeps {
  staffWrite: UnitOfWork<Audited<HomePageRepo>>;
  /** Tells every replica's catalog (and its cache tags) that the home page changed. */
  announce: () => Promise<void>;
}

type Tx = Audited<HomePageRepo>;
type Entry = Omit<AuditWrite, 'before' | 'after'>;

/**
 * The home page written by staff (issue 26, item 4): featured rows, promo banners, offer texts and our-choice lists.
 * Each write is audited with what it replaced and announced before the answer, so the storefront shows it at once.
 */
export function createHomePageService({ staffWrite, announce }: HomePageServiceDeps) {
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const answer = await staffWrite(work);
    await announce();
    return answer;
  }
  const read = <T>(work: (repo: HomePageRepo) => Promise<T>) => staffWrite(({ repo }) => work(repo));
  const reorder = (
    actor: StaffActor,
    entity: 'home_row' | 'banner' | 'offer' | 'choice',
    run: (repo: HomePageRepo) => Promise<number[] | null>,
    ids: number[],
  ) =>
    write(async ({ repo, audit }) => {
      const before = await run(repo);
      if (!before) throw notPermutation();
      await audit.record(actor, {
        action: `${entity}.reorder`,
        entity,
        entityId: 'all',
        before: { ids: before },
        after: { ids },
      });
    });
  const logged = (tx: Tx, actor: StaffActor, entry: Entry, before: unknown, after: unknown) =>
    tx.audit.record(actor, { ...entry, before, after });

  async function rowChecks(repo: HomePageRepo, body: HomeRowWrite, except = 0) {
    if (!(await repo.categoryExists(body.category_id))) throw fieldProblem('category_id', M.categoryNotFound);
    const existing = await repo.rowOfCategory(body.category_id);
    if (existing !== undefined && existing !== except) throw taken('category_id', M.homeRowTaken);
  }
  async function productCheck(repo: HomePageRepo, field: string, ids: readonly number[]) {
    const known = await repo.existingProducts(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw fieldProblem(field, `${M.productNotFound} (${unknown.join(', ')})`);
  }
  async function presentChoices(repo: HomePageRepo, ids?: number[]): Promise<StaffChoice[]> {
    const rows = (await repo.choices()).filter((c) => !ids || ids.includes(c.id));
    const members = await repo.choiceMembers(rows.map((c) => c.id));
    return rows.map((c) => ({
      id: c.id,
      route: c.route,
      title: c.title,
      description: c.description,
      image: c.image,
      position: c.position,
      products: members.filter((m) => m.choiceId === c.id).map((m) => ({ id: m.id, name: htmlToText(m.name) })),
    }));
  }
  const oneChoice = async (repo: HomePageRepo, id: number) =>
    found((await presentChoices(repo, [id]))[0], M.choiceNotFound);

  return {
    rows: () => read(async (repo) => (await repo.rows()).map(presentRow)),
    createRow: (actor: StaffActor, body: HomeRowWrite) =>
      write(async (tx) => {
        await rowChecks(tx.repo, body);
        const id = await tx.repo.insertRow({ categoryId: body.category_id, title: body.title });
        const after = presentRow(found(await tx.repo.row(id), M.homeRowNotFound));
        await logged(tx, actor, { action: 'home_row.create', entity: 'home_row', entityId: id }, null, after);
        return after;
      }),
    updateRow: (actor: StaffActor, id: number, body: HomeRowWrite) =>
      write(async (tx) => {
        const before = presentRow(found(await tx.repo.row(id), M.homeRowNotFound));
        await rowChecks(tx.repo, body, id);
        await tx.repo.updateRow(id, { categoryId: body.category_id, title: body.title });
        const after = presentRow(found(await tx.repo.row(id), M.homeRowNotFound));
        await logged(tx, actor, { action: 'home_row.update', entity: 'home_row', entityId: id }, before, after);
        return after;
      }),
    deleteRow: (actor: StaffActor, id: number) =>
      write(async (tx) => {
        const before = presentRow(found(await tx.repo.row(id), M.homeRowNotFound));
        await tx.repo.deleteRow(id);
        await logged(tx, actor, { action: 'home_row.delete', entity: 'home_row', entityId: id }, before, null);
      }),
    reorderRows: (actor: StaffActor, ids: number[]) => reorder(actor, 'home_row', (r) => r.reorderRows(ids), ids),

    banners: () => read(async (repo) => (await repo.banners()).map(presentBanner)),
    createBanner: (actor: StaffActor, body: BannerWrite) =>
      write(async (tx) => {
        await productCheck(tx.repo, 'product_id', [body.product_id]);
        const id = await tx.repo.insertBanner({ title: body.title, image: body.image, productId: body.product_id });
        const after = presentBanner(found(await tx.repo.banner(id), M.bannerNotFound));
        await logged(tx, actor, { action: 'banner.create', entity: 'banner', entityId: id }, null, after);
        return after;
      }),
    updateBanner: (actor: StaffActor, id: number, body: BannerWrite) =>
      write(async (tx) => {
        const before = presentBanner(found(await tx.repo.banner(id), M.bannerNotFound));
        await productCheck(tx.repo, 'product_id', [body.product_id]);
        await tx.repo.updateBanner(id, { title: body.title, image: body.image, productId: body.product_id });
        const after = presentBanner(found(await tx.repo.banner(id), M.bannerNotFound));
        await logged(tx, actor, { action: 'banner.update', entity: 'banner', entityId: id }, before, after);
        return after;
      }),
    deleteBanner: (actor: StaffActor, id: number) =>
      write(async (tx) => {
        const before = presentBanner(found(await tx.repo.banner(id), M.bannerNotFound));
        await tx.repo.deleteBanner(id);
        await logged(tx, actor, { action: 'banner.delete', entity: 'banner', entityId: id }, before, null);
      }),
    reorderBanners: (actor: StaffActor, ids: number[]) => reorder(actor, 'banner', (r) => r.reorderBanners(ids), ids),

    offers: () => read(async (repo) => (await repo.offers()).map(presentOffer)),
    createOffer: (actor: StaffActor, body: OfferWrite) =>
      write(async (tx) => {
        const id = await tx.repo.insertOffer(body);
        const after = presentOffer(found(await tx.repo.offer(id), M.offerNotFound));
        await logged(tx, actor, { action: 'offer.create', entity: 'offer', entityId: id }, null, after);
        return after;
      }),
    updateOffer: (actor: StaffActor, id: number, body: OfferWrite) =>
      write(async (tx) => {
        const before = presentOffer(found(await tx.repo.offer(id), M.offerNotFound));
        await tx.repo.updateOffer(id, body);
        const after = presentOffer(found(await tx.repo.offer(id), M.offerNotFound));
        await logged(tx, actor, { action: 'offer.update', entity: 'offer', entityId: id }, before, after);
        return after;
      }),
    deleteOffer: (actor: StaffActor, id: number) =>
      write(async (tx) => {
        const before = presentOffer(found(await tx.repo.offer(id), M.offerNotFound));
        await tx.repo.deleteOffer(id);
        await logged(tx, actor, { action: 'offer.delete', entity: 'offer', entityId: id }, before, null);
      }),
    reorderOffers: (actor: StaffActor, ids: number[]) => reorder(actor, 'offer', (r) => r.reorderOffers(ids), ids),

    choices: () => read((repo) => presentChoices(repo)),
    createChoice: (actor: StaffActor, body: ChoiceWrite) =>
      write(async (tx) => {
        if (await tx.repo.choiceRouteTaken(body.route)) throw taken('route', M.choiceRouteTaken);
        const id = await tx.repo.insertChoice(choiceValues(body));
        const after = await oneChoice(tx.repo, id);
        await logged(tx, actor, { action: 'choice.create', entity: 'choice', entityId: id }, null, after);
        return after;
      }),
    updateChoice: (actor: StaffActor, id: number, body: ChoiceWrite) =>
      write(async (tx) => {
        const before = await oneChoice(tx.repo, id);
        if (await tx.repo.choiceRouteTaken(body.route, id)) throw taken('route', M.choiceRouteTaken);
        await tx.repo.updateChoice(id, choiceValues(body));
        const after = await oneChoice(tx.repo, id);
        await logged(tx, actor, { action: 'choice.update', entity: 'choice', entityId: id }, before, after);
        return after;
      }),
    deleteChoice: (actor: StaffActor, id: number) =>
      write(async (tx) => {
        const before = await oneChoice(tx.repo, id);
        await tx.repo.deleteChoice(id);
        await logged(tx, actor, { action: 'choice.delete', entity: 'choice', entityId: id }, before, null);
      }),
    reorderChoices: (actor: StaffActor, ids: number[]) => reorder(actor, 'choice', (r) => r.reorderChoices(ids), ids),
    /** Sets a list's products, all at once and in order. */
    setChoiceProducts: (actor: StaffActor, id: number, productIds: number[]) =>
      write(async (tx) => {
        const before = await oneChoice(tx.repo, id);
        await productCheck(tx.repo, 'product_ids', productIds);
        await tx.repo.setChoiceProducts(id, productIds);
        const after = await oneChoice(tx.repo, id);
        const entry: Entry = { action: 'choice.products', entity: 'choice', entityId: id };
        await logged(tx, actor, entry, { product_ids: before.products.map((p) => p.id) }, { product_ids: productIds });
        return after;
      }),
  };
}

export type HomePageService = ReturnType<typeof createHomePageService>;

function choiceValues(body: ChoiceWrite) {
  return { route: body.route, title: body.title, description: safeRichHtml(body.description), image: body.image };
}

function presentRow(row: NonNullable<Awaited<ReturnType<HomePageRepo['row']>>>): StaffHomeRow {
  const { id, categoryId, title, position, categoryTitle } = row;
  return { id, category_id: categoryId, title, position, category_title: htmlToText(categoryTitle) };
}

function presentBanner(row: NonNullable<Awaited<ReturnType<HomePageRepo['banner']>>>): StaffBanner {
  const { id, title, image, productId, position, productName } = row;
  return { id, title, image, product_id: productId, position, product_name: htmlToText(productName) };
}

function presentOffer(row: NonNullable<Awaited<ReturnType<HomePageRepo['offer']>>>): StaffOffer {
  const { id, headline, detail, position } = row;
  return { id, headline, detail, position };
}
