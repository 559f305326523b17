import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { storefrontPath } from '@shop/shared';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/transaction.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { answerUnreadableForms } from '../../plugins/multipart-errors.ts';
import { noStore } from '../../plugins/no-store.ts';
import type { Audited } from '../staff/index.ts';
import { authData } from './auth.repos.ts';
import { authRoutes } from './auth.routes.ts';
import { createCodesService } from './codes.service.ts';
import { createCustomersRepo, type CustomersRepo } from './customers.repo.ts';
import { createCustomersService, type CustomersServiceDeps } from './customers.service.ts';
import { createGoogleVerifier } from './google-token.ts';
import { createLoginService } from './login.service.ts';
import { createPictureStore, PICTURE_MAX_BYTES } from './profile-picture.ts';
import { profileRoutes } from './profile.routes.ts';
import { createProfileService } from './profile.service.ts';
import { createRegistrationService } from './registration.service.ts';
import { createSessionCache } from './session-cache.ts';
import { createSessionsService, type AccountContact, type SessionsService } from './sessions.service.ts';

const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export interface AuthModuleDeps {
  db: Database;
  env: Env;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Shared by the replicas: a session that ends on one is forgotten by all. */
  redis?: Redis;
  /** Erases what other features keep under a deleted account's e-mail. */
  eraseElsewhere?: (email: string) => Promise<void>;
}

/** The identity feature's services, built once: the auth plugin needs the sessions, the routes the rest. */
export function createAuthModule({ db, env, notifier, log, redis, eraseElsewhere }: AuthModuleDeps) {
  const sessionCache = createSessionCache({ redis, keyPrefix: env.REDIS_KEY_PREFIX, log });
  const { repos, transaction } = authData(db, sessionCache.forget);
  const secret = env.AUTH_SECRET;
  const sessionDays = env.SESSION_DAYS;
  const codes = createCodesService({
    transaction,
    notifier,
    secret,
    onDeliveryError: (err) => log.error({ err }, 'a code could not be sent'),
  });
  const sessions: SessionsService = createSessionsService({
    repo: repos.sessions,
    days: sessionDays,
    cache: sessionCache,
  });
  const pictures = createPictureStore(path.join(env.DATA_DIR, 'profile'));
  const google = env.GOOGLE_CLIENT_ID
    ? createGoogleVerifier({ clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL })
    : undefined;
  const onNoticeError = (err: unknown) => log.error({ err }, 'a notice about an unconfirmed address could not be sent');
  const registration = createRegistrationService({
    repos,
    transaction,
    codes,
    notifier,
    secret,
    sessionDays,
    onNoticeError,
  });
  // Never the request's Host header: anyone can set it, and the link must not lead anywhere but the shop.
  const shopUrl = env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`;
  const resetLink = (token: string) => `${shopUrl}${storefrontPath('resetPassword')}#token=${token}`;
  const login = createLoginService({
    repos,
    transaction,
    codes,
    secret,
    sessionDays,
    google,
    notifier,
    resetLink,
    onNoticeError,
  });
  const profile = createProfileService({
    repos,
    transaction,
    codes,
    pictures,
    secret,
    eraseElsewhere,
    onEraseError: (err) => log.error({ err }, "a deleted account's data elsewhere could not be erased"),
  });
  const secureCookies = env.NODE_ENV === 'production' || (env.PUBLIC_BASE_URL?.startsWith('https:') ?? false);

  /** The calls under /api/v1, with multipart and cookies read in this scope only. */
  async function routes(app: FastifyInstance) {
    answerUnreadableForms(app);
    await app.register(cookie);
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 45 },
    });
    noStore(app);
    await app.register(authRoutes, { registration, login, profile, secureCookies });
    await app.register(profileRoutes, { profile, publicBaseUrl: env.PUBLIC_BASE_URL });
  }

  /** Profile pictures at /profile/{file}: our own re-encoded files under random names, cached a day. */
  async function pictureFiles(app: FastifyInstance) {
    // The folder is made on the first upload too; making it now spares a warning at start-up. Tests leave their
    // data folder alone until they upload.
    if (env.NODE_ENV !== 'test') await mkdir(pictures.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: pictures.dir,
      prefix: '/profile/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (reply) => void reply.header('cache-control', 'public, max-age=86400'),
    });
  }

  /**
   * Forgets what can no longer count for anything (codes and failed logins over a day old, ended sessions, expired
   * sign-ups), hourly. Returns the function that stops it.
   */
  function startHousekeeping(): () => void {
    const sweep = () =>
      Promise.all([repos.codes.prune(), repos.sessions.prune(), repos.registrations.prune()]).catch((err: unknown) =>
        log.warn({ err }, 'account housekeeping failed; it runs again in an hour'),
      );
    const timer = setInterval(sweep, HOUSEKEEPING_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** An account's name, e-mail and mobile, for the messages of other features (stock alerts). */
  async function customer(userId: number): Promise<AccountContact | undefined> {
    const user = await repos.users.findById(userId);
    return user && { fullName: user.fullName, email: user.email, mobile: user.mobile };
  }

  /** Customers as staff see them, over any transaction; a block ends the sessions in this module's cache too. */
  const customersRepo = (tx: Database): CustomersRepo => createCustomersRepo(tx, sessionCache.forget);
  /** The back office's customer calls (issue 25); app.ts binds their writes to the audit log (`staffWrite`). */
  const staffCustomers = (
    staffWrite: UnitOfWork<Audited<CustomersRepo>>,
    elsewhere: Pick<CustomersServiceDeps, 'ageProofOf' | 'addressesOf'>,
  ) => createCustomersService({ repo: customersRepo(db), staffWrite, ...elsewhere });

  return {
    sessions,
    routes,
    customersRepo,
    staffCustomers,
    pictureFiles,
    startHousekeeping,
    customer,
    celebrating: repos.users.celebrating,
    fullNames: repos.users.fullNames,
    close: () => sessionCache.close(),
  };
}
