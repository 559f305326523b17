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

/** `sessionsEnded` hears of every user whose sessions end (the session cache). */
export function authRepos(db: Database, sessionsEnded?: (userId: number) => void): AuthRepos {
  return { users: createUsersRepo(db), sessions: createSessionsRepo(db, sessionsEnded), codes: createCodesRepo(db), registrations: createRegistrationsRepo(db) };
}

/** The repositories outside a transaction, and the unit of work that groups writes across them (decision 008). */
export function authData(db: Database, sessionsEnded?: (userId: number) => void): { repos: AuthRepos; transaction: UnitOfWork<AuthRepos> } {
  return { repos: authRepos(db, sessionsEnded), transaction: unitOfWork(db, (tx) => authRepos(tx, sessionsEnded)) };
}
