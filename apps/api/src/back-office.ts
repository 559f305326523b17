import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { UnitOfWork } from './db/transaction.ts';
import { API_PREFIX } from './http-server.ts';
import { BLOG_TAG, FAQ_TAG, NEWS_TAG, PAGES_TAG } from './lib/content-reads.ts';
import { every } from './lib/hourly.ts';
import { startPublicationClock } from './lib/publication-clock.ts';
import { addressBookReader } from './modules/addresses/index.ts';
import { type createAuthModule, customersStaffRoutes } from './modules/auth/index.ts';
import { createStaffFaqRepo, createStaffFaqService, staffFaqRoutes } from './modules/faq/index.ts';
import { createStaffNewsRepo, createStaffNewsService, staffNewsRoutes } from './modules/news/index.ts';
import {
  createStaffPostsRepo,
  createStaffPostsService,
  staffPostsRoutes,
  staffPreviewRoutes,
} from './modules/blog/index.ts';
import {
  createHomePageRepo,
  createHomePageService,
  createProductImportService,
  createProductSheetRepo,
  createStaffProductReads,
  createStaffProductsRepo,
  createStaffProductsService,
  createStockRepo,
  createStockService,
  createTaxonomyRepo,
  createTaxonomyService,
  staffHomePageRoutes,
  staffProductSheetRoutes,
  staffProductsRoutes,
  staffStockListRoutes,
  staffStockRoutes,
  staffTaxonomyRoutes,
} from './modules/catalog/index.ts';
import { commentsStaffRoutes, type createCommentsService } from './modules/comments/index.ts';
import { couponsStaffRoutes, createCouponsStaffRepo, createCouponsStaffService } from './modules/coupons/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { createMediaService, imageStorageIn, mediaStaffRoutes } from './modules/media/index.ts';
import { createInboxRepo, createInboxService, staffInboxRoutes } from './modules/forms/index.ts';
import { createPagesRepo, createStaffPagesService, staffPagesRoutes } from './modules/pages/index.ts';
import { createNewsletterSends, createNewsletterStaffRepo, staffNewsletterRoutes } from './modules/newsletter/index.ts';
import {
  ageProofReader,
  type createEidStore,
  type createOrdersService,
  ordersStaffModule,
  sellerFrom,
} from './modules/orders/index.ts';
import { type createQuotationsService, quotationStaffRoutes } from './modules/quotations/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { createReviewsStaffRepo, createReviewsStaffService, reviewsStaffRoutes } from './modules/reviews/index.ts';
import { type Audited, createAuditRepo, STAFF_PREFIX } from './modules/staff/index.ts';
import type { Notifier } from './notifier/notifier.ts';

/** What the back office's calls are made of: the services app.ts builds once for the storefront and the staff alike. */
export interface BackOfficeDeps {
  db: Database;
  env: Env;
  /** The shop's address, for links in what staff actions send. */
  shopUrl: string;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** A module's staff write and its audit entry in one transaction (decision 024). */
  audited: <R>(repo: (tx: Database) => R) => UnitOfWork<Audited<R>>;
  /** Tells every replica's catalog and cache that the catalog changed. */
  announce: () => Promise<void>;
  /** Drops the cached answers and pages carrying these tags (decision 004): content writes name their kind's tags. */
  invalidate: (tags: readonly string[]) => Promise<void>;
  orders: ReturnType<typeof createOrdersService>;
  eids: ReturnType<typeof createEidStore>;
  comments: ReturnType<typeof createCommentsService>;
  quotations: ReturnType<typeof createQuotationsService>;
  auth: ReturnType<typeof createAuthModule>;
}

/**
 * Every staff call, area by area (issues 25 and 26), registered inside the staff scope: each route declares its
 * permission (decision 024), and each write is audited.
 */
export async function backOfficeCalls(scope: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const { db, env, audited, notifier, log } = deps;
  await scope.register(ordersStaffModule, {
    db,
    orders: deps.orders,
    eids: deps.eids,
    seller: sellerFrom(env),
    staffBase: `${API_PREFIX}${STAFF_PREFIX}`,
    publicBaseUrl: deps.shopUrl,
    secret: env.AUTH_SECRET,
    notifier,
    onDeliveryError: (err) => log.error({ err }, 'an ID message could not be sent'),
  });
  const stock = createStockService({ staffWrite: audited(createStockRepo), announce: deps.announce });
  await scope.register(staffStockRoutes, { stock });
  await scope.register(staffStockListRoutes, { stock, db, lowStockThreshold: env.LOW_STOCK_THRESHOLD });
  const products = createStaffProductsService({
    staffWrite: audited(createStaffProductsRepo),
    reads: createStaffProductReads(db),
    audit: createAuditRepo(db),
    announce: deps.announce,
  });
  await scope.register(staffProductsRoutes, { products });
  const productSheet = createProductImportService({
    staffWrite: audited((tx) => ({ products: createStaffProductsRepo(tx), sheet: createProductSheetRepo(tx) })),
    sheet: createProductSheetRepo(db),
    announce: deps.announce,
  });
  await scope.register(staffProductSheetRoutes, { productSheet });
  await scope.register(commentsStaffRoutes, { comments: deps.comments });
  await scope.register(quotationStaffRoutes, { quotations: deps.quotations });
  const elsewhere = { ageProofOf: ageProofReader(db), addressesOf: addressBookReader(db) };
  const customers = deps.auth.staffCustomers(audited(deps.auth.customersRepo), elsewhere);
  await scope.register(customersStaffRoutes, { customers });
  await scope.register(dashboardRoutes, { db, lowStockThreshold: env.LOW_STOCK_THRESHOLD });
  const coupons = createCouponsStaffService({
    repo: createCouponsStaffRepo(db),
    staffWrite: audited(createCouponsStaffRepo),
  });
  await scope.register(couponsStaffRoutes, { coupons });
  const reviews = createReviewsStaffService({
    repo: createReviewsStaffRepo(db),
    staffWrite: audited(createReviewsStaffRepo),
    announce: deps.announce,
  });
  await scope.register(reviewsStaffRoutes, { reviews });
  await scope.register(reportsRoutes, { db });
  // Pictures (issue 26): an upload's audit entry is its only database write.
  const media = createMediaService({
    storage: imageStorageIn(env.DATA_DIR),
    staffWrite: audited(() => ({})),
    imageBase: env.IMAGE_BASE_URL,
  });
  await scope.register(mediaStaffRoutes, { media });
  // The inbox (issue 26, item 8): contact messages, Platinum Club, the newsletter; quotations are answered above.
  const inbox = createInboxService({ repo: createInboxRepo(db), staffWrite: audited(createInboxRepo) });
  await scope.register(staffInboxRoutes, { inbox });
  const newsletter = createNewsletterSends({
    repo: createNewsletterStaffRepo(db),
    staffWrite: audited(createNewsletterStaffRepo),
    notifier,
    shopUrl: deps.shopUrl,
    apiBase: API_PREFIX,
    log,
  });
  scope.addHook('onClose', newsletter.settled);
  // A send cut off by a restart or a crash is taken up where it stood, soon after start, then checked each minute.
  // Tests take sends up themselves: one they leave stalled on purpose is not another test server's to deliver.
  if (env.NODE_ENV !== 'test') {
    const stopResuming = every(60_000, { newsletterSends: newsletter.resume }, log);
    scope.addHook('onClose', async () => stopResuming());
  }
  await scope.register(staffNewsletterRoutes, { newsletter });
  const taxonomy = createTaxonomyService({ staffWrite: audited(createTaxonomyRepo), announce: deps.announce });
  await scope.register(staffTaxonomyRoutes, { taxonomy });
  const home = createHomePageService({ staffWrite: audited(createHomePageRepo), announce: deps.announce });
  await scope.register(staffHomePageRoutes, { home });
  await contentCalls(scope, deps);
}

/**
 * The content calls (issue 26, item 6). A write drops its kind's cached answers at once; a scheduled item appears at
 * its time through the publication clock, which drops them again when it goes live.
 */
async function contentCalls(scope: FastifyInstance, { db, env, audited, invalidate, log }: BackOfficeDeps) {
  /** A kind's clock, and what a write of that kind does after it: drop the kind's answers, look at the schedule. */
  const scheduled = (kind: string, tag: string, nextPublication: () => Promise<Date | null>) => {
    const clock = startPublicationClock({
      nextPublication,
      publish: () => invalidate([tag]),
      onError: (err) => log.error({ err }, `the ${kind} schedule could not be read`),
    });
    scope.addHook('onClose', async () => clock.stop());
    return async () => {
      await invalidate([tag]);
      await clock.rearm();
    };
  };
  const postsRepo = createStaffPostsRepo(db);
  const posts = createStaffPostsService({
    repo: postsRepo,
    staffWrite: audited(createStaffPostsRepo),
    imageBase: env.IMAGE_BASE_URL,
    changed: scheduled('blog', BLOG_TAG, () => postsRepo.nextScheduled()),
  });
  await scope.register(staffPostsRoutes, { posts });
  const newsRepo = createStaffNewsRepo(db);
  const news = createStaffNewsService({
    repo: newsRepo,
    staffWrite: audited(createStaffNewsRepo),
    imageBase: env.IMAGE_BASE_URL,
    changed: scheduled('news', NEWS_TAG, () => newsRepo.nextScheduled()),
  });
  await scope.register(staffNewsRoutes, { news });
  const faq = createStaffFaqService({
    repo: createStaffFaqRepo(db),
    staffWrite: audited(createStaffFaqRepo),
    changed: () => invalidate([FAQ_TAG]),
  });
  await scope.register(staffFaqRoutes, { faq });
  const pages = createStaffPagesService({
    repo: createPagesRepo(db),
    staffWrite: audited(createPagesRepo),
    config: env,
    changed: () => invalidate([PAGES_TAG]),
  });
  await scope.register(staffPagesRoutes, { pages });
  await scope.register(staffPreviewRoutes);
}
