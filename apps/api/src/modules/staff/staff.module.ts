import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { unitOfWork } from '../../db/transaction.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { createAuditRepo } from './audit.repo.ts';
import { createSecretBox } from './secret-box.ts';
import { createStaffAuth } from './staff-auth.service.ts';
import { staffGuard } from './staff-guard.ts';
import { createStaffMembers } from './staff-members.service.ts';
import { createStaffRepo } from './staff.repo.ts';
import { staffRoutes } from './staff.routes.ts';

/** Where the staff calls live under the API, and so the one path the staff session cookie is sent to. */
export const STAFF_PREFIX = '/staff';

export interface StaffModuleDeps {
  db: Database;
  env: Env;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** The API's prefix (`/api/v1`), for the cookie's path. */
  apiPrefix: string;
}

/** Staff identity, roles and the audit log (issue 25), as app.ts and the staff command compose them. */
export function createStaffModule({ db, env, notifier, log, apiPrefix }: StaffModuleDeps) {
  const box = createSecretBox(env.AUTH_SECRET, 'staff-totp');
  const auth = createStaffAuth({ repo: createStaffRepo(db), secret: env.AUTH_SECRET, box });
  const base = env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`;
  const members = createStaffMembers({
    transaction: unitOfWork(db, (tx) => ({ staff: createStaffRepo(tx), audit: createAuditRepo(tx) })),
    secret: env.AUTH_SECRET,
    box,
    notifier,
    inviteLink: (token) => `${base}/admin/accept-invite#token=${token}`,
    onDeliveryError: (err) => log.error({ err }, 'a staff invitation could not be sent'),
  });
  const secureCookies = env.NODE_ENV === 'production' || (env.PUBLIC_BASE_URL?.startsWith('https:') ?? false);

  return {
    auth,
    members,
    /**
     * The staff scope: register it under the API with `prefix: STAFF_PREFIX`, then every staff route inside
     * `addRoutes`, each declaring `config.staff`.
     */
    scope(addRoutes: (scope: FastifyInstance) => Promise<void>) {
      return async (scope: FastifyInstance) => {
        await staffGuard(scope, auth);
        await scope.register(staffRoutes, {
          auth,
          members,
          audit: createAuditRepo(db),
          secureCookies,
          cookiePath: `${apiPrefix}${STAFF_PREFIX}`,
        });
        await addRoutes(scope);
      };
    },
    sweep: () => auth.sweep(),
  };
}

export type StaffModule = ReturnType<typeof createStaffModule>;
