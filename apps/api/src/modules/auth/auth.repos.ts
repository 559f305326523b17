import type { Database } from '../../db/client.ts';
import { unitOfWork, type UnitOfWork } from '../../db/transaction.ts';
import { createCodesRepo, type CodesRepo } from './codes.repo.ts';
import { createRegistrationsRepo, type RegistrationsRepo } from './registrations.repo.ts';
import { createSessionsRepo, type SessionsRepo } from './sessions.repo.ts';
import { createUsersRepo, type UsersRepo } from './users.repo.ts';

/** Every repository of the identity feature, over one database or one transaction. */
export interface AuthRepos {
  users: UsersRepo;
  sessions: SessionsRepo;
  codes: CodesRepo;
  registrations: RegistrationsRepo;
}

/** `forgetSessions` hears of every user whose sessions end or whose account changes (the session cache). */
export function authRepos(db: Database, forgetSessions?: (userId: number) => void): AuthRepos {
  return {
    users: createUsersRepo(db, forgetSessions),
    sessions: createSessionsRepo(db, forgetSessions),
    codes: createCodesRepo(db),
    registrations: createRegistrationsRepo(db),
  };
}

/** The repositories outside a transaction, and the unit of work that groups writes across them (decision 008). */
export function authData(
  db: Database,
  forgetSessions?: (userId: number) => void,
): { repos: AuthRepos; transaction: UnitOfWork<AuthRepos> } {
  return { repos: authRepos(db, forgetSessions), transaction: unitOfWork(db, (tx) => authRepos(tx, forgetSessions)) };
}
