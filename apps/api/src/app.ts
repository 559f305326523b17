import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backOfficeCalls } from './back-office.ts';
import type { Database } from './db/client.ts';
import { unitOfWork } from './db/transaction.ts';
import { benchRoutes } from './demo/bench/bench.routes.ts';
import { imageRoutes } from './demo/images/images.routes.ts';
import { API_PREFIX, createHttpServer, registerApiPlugins, registerRequestPlugins } from './http-server.ts';
import { startCatalogAndCache } from './catalog-and-cache.ts';
import { everyHour } from './lib/hourly.ts';
import { publicReadRoutes, refuseUndeclaredPublicReads } from './lib/public-read-routes.ts';
import { PublicReads } from './lib/public-reads.ts';
import { adminAppRoutes } from './modules/admin-app/index.ts';
import { addressesRoutes, addressesService } from './modules/addresses/index.ts';
import { createAuthModule } from './modules/auth/index.ts';
import { blogPostTag, blogReads, createBlogRepo, createBlogService } from './modules/blog/index.ts';
import { cartRoutes, createCartRepo, createCartService } from './modules/cart/index.ts';
import { catalogReads, catalogView, createStockRepo } from './modules/catalog/index.ts';
import { commentsRoutes, createCommentsRepo, createCommentsService } from './modules/comments/index.ts';
import { couponsRoutes, createCouponsRepo, createCouponsService, createGiftsService } from './modules/coupons/index.ts';
import { createFaqRepo, createFaqService, faqReads } from './modules/faq/index.ts';
import { createFormsRepo, createFormsService, formsRoutes } from './modules/forms/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { imageFilesPrefix, imageFilesRoutes, imageStorageIn } from './modules/media/index.ts';
import { createNewsRepo, createNewsService, newsReads } from './modules/news/index.ts';
import { createNewsletterRepo, newsletterRoutes } from './modules/newsletter/index.ts';
import {
  cardPaymentsModule,
  cardPaymentsFrom,
  createAgeChecksRepo,
  createEidStore,
  createOrderPaymentsRepo,
  createRefundsRepo,
  createReturnsRepo,
  createOrdersRepo,
  createOrdersService,
  createOrderStatements,
  type OrderPorts,
  ordersRoutes,
  sellerFrom,
  sweepExpiredEids,
} from './modules/orders/index.ts';
import { createPagesRepo, pagesReads } from './modules/pages/index.ts';
import { createQuotationsRepo, createQuotationsService, quotationsRoutes } from './modules/quotations/index.ts';
import { createReviewsRepo, createReviewsService, reviewsReads, reviewsRoutes } from './modules/reviews/index.ts';
import { searchReads } from './modules/search/index.ts';
import { createAuditRepo, createStaffModule, STAFF_PREFIX } from './modules/staff/index.ts';
import { createStockAlertsRepo, stockAlertsModule } from './modules/stock-alerts/index.ts';
import { storefrontRoutes } from './modules/storefront/index.ts';
import { createWishlistRepo, createWishlistService, wishlistRoutes } from './modules/wishlist/index.ts';
import { devOutboxRoutes } from './notifier/dev-outbox.routes.ts';
import { notifierFromEnv } from './notifier/notifier.ts';
import type { AppDeps } from './app-deps.ts';

export type { AppDeps };

/** What moving an order works with in its transaction: each feature's repository bound to it (decision 008). */
export const orderPorts = (tx: Database): OrderPorts => ({
  orders: createOrdersRepo(tx),
  payments: createOrderPaymentsRepo(tx),
  returns: createReturnsRepo(tx),
  refunds: createRefundsRepo(tx),
  cart: createCartRepo(tx),
  stock: createStockRepo(tx),
  coupons: createCouponsRepo(tx),
  ages: createAgeChecksRepo(tx),
  audit: createAuditRepo(tx),
});

/** Builds the whole server (API, images, storefront) around an open database. */
export async function buildApp({
  env,
  db,
  orderSql,
  cache,
  redis,
  notifier = notifierFromEnv(env),
}: AppDeps): Promise<FastifyInstance> {
  const app = createHttpServer(env);

  const { responseCache, catalog, catalogSync, stop } = await startCatalogAndCache({
    env,
    db,
    cache,
    redis,
    log: app.log,
  });
  app.addHook('onClose', stop);
  app.decorate('db', db);
  app.decorate('config', env);
  app.decorate('responseCache', responseCache);
  app.decorate('catalog', catalog);
  app.decorate('catalogSync', catalogSync);

  await registerRequestPlugins(app, { env, redis });
  // The shop's address in what it sends (links in e-mails and texts); production requires PUBLIC_BASE_URL.
  const shopUrl = env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`;
  // A deleted account's traces in other features, found by its e-mail: the newsletter, the forms, alerts, comments.
  const eraseElsewhere = async (email: string) => {
    await createNewsletterRepo(db).forget(email);
    await createFormsRepo(db).forget(email);
    await createStockAlertsRepo(db).forget(email);
    await createCommentsRepo(db).anonymizeAuthor(email);
  };
  const auth = createAuthModule({ db, env, notifier, log: app.log, redis, eraseElsewhere });
  const staff = createStaffModule({ db, env, notifier, log: app.log, apiPrefix: API_PREFIX });
  // A module's staff write and its audit entry, in one transaction (issue 25).
  const audited = <R>(repo: (tx: Database) => R) =>
    unitOfWork(db, (tx) => ({ repo: repo(tx), audit: createAuditRepo(tx) }));
  const stopHousekeeping = auth.startHousekeeping();
  app.addHook('onClose', async () => {
    stopHousekeeping();
    auth.close();
    await notifier.close();
  });
  await registerApiPlugins(app, { env, cache: responseCache, resolveSession: auth.sessions.resolve });

  // Services more than one module uses are built here and handed to each (decision 008): the storefront asks the blog
  // and the news which pages exist, the corporate page takes its questions from the FAQ.
  const cacheSeconds = env.CATALOG_CACHE_SECONDS;
  // A post shows its approved comments, and a comment needs a published post: each asks the other's service.
  const blog = createBlogService({
    repo: createBlogRepo(db),
    imageBase: env.IMAGE_BASE_URL,
    approvedComments: (blogId) => comments.approvedFor(blogId),
  });
  const comments = createCommentsService({
    repo: createCommentsRepo(db),
    transaction: unitOfWork(db, createCommentsRepo),
    staffWrite: audited(createCommentsRepo),
    secret: env.AUTH_SECRET,
    postExists: (blogId) => blog.postExists(String(blogId)),
    // Other replicas' in-process copies of the post expire by CATALOG_CACHE_SECONDS; Redis's go now (decision 004).
    onPublishedChange: (blogId) => responseCache.invalidate([blogPostTag(blogId)]),
    onDropped: (reason) => app.log.info({ reason }, 'a blog comment was dropped as spam'),
  });
  const news = createNewsService({ repo: createNewsRepo(db), imageBase: env.IMAGE_BASE_URL });
  const faq = createFaqService({ repo: createFaqRepo(db), cacheSeconds });
  // What the line features read of the catalog: one view of it per call (decision 008).
  const catalogNow = () => catalogView(catalog.current);
  const ordersRepo = createOrdersRepo(db);
  const reviews = createReviewsService({
    repo: createReviewsRepo(db),
    catalog: catalogNow,
    announce: () => catalogSync.announce(),
    fullNames: auth.fullNames,
    receivedBy: ordersRepo.receivedBy,
  });
  // Every public read, as its module declares it: its route, and its answer in process to the server render (022).
  const publicReads = new PublicReads([
    ...catalogReads(catalog),
    ...searchReads(catalogNow),
    ...blogReads(blog),
    ...newsReads(news),
    ...faqReads(faq),
    ...pagesReads({ repo: createPagesRepo(db), faq, config: env }),
    ...reviewsReads(reviews),
  ]);
  app.decorate('publicReads', publicReads);
  app.addHook('onRoute', refuseUndeclaredPublicReads(publicReads, API_PREFIX));
  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(publicReadRoutes, { reads: publicReads });
      await api.register(commentsRoutes, { comments });
      await api.register(newsletterRoutes, {
        notifier,
        shopUrl,
        onDeliveryError: (err) => app.log.error({ err }, 'a newsletter confirmation could not be sent'),
      });
      await api.register(formsRoutes, {
        forms: createFormsService({
          repo: createFormsRepo(db),
          notifier,
          inbox: env.CONTACT_EMAIL,
          onDeliveryError: (err) => app.log.error({ err }, 'a form message could not be sent'),
        }),
      });
      await api.register(auth.routes);
      const cart = createCartService({
        repo: createCartRepo(db),
        catalog: catalogNow,
        onSale: createStockRepo(db).onSale,
      });
      await api.register(cartRoutes, { cart });
      await api.register(couponsRoutes, {
        coupons: createCouponsService({
          repo: createCouponsRepo(db),
          cartLines: (userId) => cart.pricingLines(userId),
        }),
      });
      // An order's transaction spans features (`orderPorts`).
      const orders = createOrdersService({
        repo: ordersRepo,
        ages: createAgeChecksRepo(db),
        returns: createReturnsRepo(db),
        refunds: createRefundsRepo(db),
        payments: createOrderPaymentsRepo(db),
        onPaymentError: (err) => app.log.error({ err }, 'a refund or capture did not go through'),
        statements: createOrderStatements(orderSql),
        transaction: unitOfWork(db, orderPorts),
        catalog: catalogNow,
        announceStockChange: catalogSync.announceSoon,
        notifier,
        onDeliveryError: (err) => app.log.error({ err }, 'an order message could not be sent'),
        publicBaseUrl: env.PUBLIC_BASE_URL ?? '',
        ordersEmail: env.ORDERS_EMAIL ?? env.CONTACT_EMAIL,
        card: cardPaymentsFrom(env, API_PREFIX, (err) => app.log.error({ err }, 'a card payment was not settled')),
      });
      const eids = createEidStore(path.join(env.DATA_DIR, 'eid'));
      await api.register(ordersRoutes, { orders, repo: ordersRepo, eids, seller: sellerFrom(env) });
      const [publicBaseUrl, reconcileMs] = [env.PUBLIC_BASE_URL ?? '', env.PAYMENT_RECONCILE_MS];
      const { card, refunds } = orders;
      if (card) await api.register(cardPaymentsModule, { card, refunds, publicBaseUrl, reconcileMs });
      // Once-a-day work, checked hourly: birthday and anniversary gifts, and Emirates IDs past their keeping.
      const gifts = createGiftsService({
        transaction: unitOfWork(db, createCouponsRepo),
        celebrating: auth.celebrating,
        notifier,
        onDeliveryError: (err) => app.log.error({ err }, 'a gift message could not be sent'),
      });
      const stopDailyJobs = everyHour(
        {
          gifts: () => gifts.giveDue(new Date()),
          eids: () => sweepExpiredEids(ordersRepo, eids, env.EID_RETENTION_DAYS),
          staffSessions: staff.sweep,
        },
        app.log,
      );
      app.addHook('onClose', async () => stopDailyJobs());
      // Corporate quotations: stored with their lines in one transaction, then sent (decision 017).
      const quotations = createQuotationsService({
        repo: createQuotationsRepo(db),
        transaction: unitOfWork(db, createQuotationsRepo),
        staffWrite: audited(createQuotationsRepo),
        catalog: catalogNow,
        notifier,
        inbox: env.CONTACT_EMAIL,
        seller: sellerFrom(env),
        onDeliveryError: (err) => app.log.error({ err }, 'a quotation message could not be sent'),
      });
      await api.register(quotationsRoutes, { quotations });
      await api.register(reviewsRoutes, { reviews });
      // Back-in-stock alerts: claimed after each catalog change that restocks a size, whoever wrote it (decision 017).
      await api.register(stockAlertsModule, {
        db,
        catalog,
        notifier,
        accountEmail: async (userId) => (await auth.customer(userId))?.email ?? undefined,
        publicBaseUrl: shopUrl,
      });
      // The staff calls (issues 25 and 26): each declares its permission, and each write is audited.
      const staffCalls = staff.scope((scope) =>
        backOfficeCalls(scope, {
          db,
          env,
          shopUrl,
          notifier,
          log: app.log,
          audited,
          announce: catalogSync.announce,
          invalidate: (tags) => responseCache.invalidate(tags),
          orders,
          eids,
          comments,
          quotations,
          auth,
        }),
      );
      await api.register(staffCalls, { prefix: STAFF_PREFIX });
      await api.register(wishlistRoutes, {
        wishlist: createWishlistService({ repo: createWishlistRepo(db), catalog: catalogNow }),
      });
      await api.register(addressesRoutes, { addresses: addressesService(db) });
      if (env.NODE_ENV === 'development') await api.register(devOutboxRoutes, { dataDir: env.DATA_DIR });
      if (env.BENCH_ROUTES) await api.register(benchRoutes);
    },
    { prefix: API_PREFIX },
  );
  // Generated demo pictures; a real shop sets IMAGE_BASE_URL to its image store or CDN instead.
  if (env.IMAGE_BASE_URL === '/images') await app.register(imageRoutes, { prefix: '/images' });
  // Uploaded pictures (issue 26), at IMAGE_BASE_URL's path: a CDN in front of the shop pulls them from there.
  await app.register(imageFilesRoutes, {
    storage: imageStorageIn(env.DATA_DIR),
    prefix: imageFilesPrefix(env.IMAGE_BASE_URL),
  });
  await app.register(auth.pictureFiles);
  await app.register(adminAppRoutes, { distDir: env.ADMIN_DIST_DIR });
  await app.register(storefrontRoutes, {
    catalog: catalogNow,
    blog,
    news,
    distDir: env.WEB_DIST_DIR,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    reads: publicReads,
    cache: responseCache,
  });
  return app;
}
