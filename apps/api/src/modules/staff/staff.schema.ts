import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The shop's staff (issue 25), apart from customers: their own accounts, sessions and cookie. A person signs in with a
 * password (argon2id) and a TOTP second factor; a service account (the staff commands) with an API key. E-mail is
 * stored lower-cased.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull().default('person'),
    status: varchar('status', { length: 8 }).notNull(),
    /** argon2id; null until an invited person accepts, and for service accounts. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, sealed with a key derived from AUTH_SECRET (`secret-box.ts`); null for service accounts. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step used to sign in: a code is accepted once, never replayed. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 of a service account's API key. */
    apiKeyHash: varchar('api_key_hash', { length: 64 }),
    /** SHA-256 of a pending invitation's token, and when it lapses. */
    inviteHash: varchar('invite_hash', { length: 64 }),
    inviteExpiresAt: at('invite_expires_at'),
    invitedBy: integer('invited_by'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_key').on(t.email),
    uniqueIndex('staff_members_api_key_key').on(t.apiKeyHash),
    uniqueIndex('staff_members_invite_key').on(t.inviteHash),
    check('staff_members_role_check', sql`${t.role} in ('owner', 'manager', 'fulfilment', 'support', 'editor')`),
    check('staff_members_kind_check', sql`${t.kind} in ('person', 'service')`),
    check('staff_members_status_check', sql`${t.status} in ('invited', 'active', 'disabled')`),
  ],
);

/** One-time recovery codes: an HMAC of each, used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_key').on(t.staffId, t.codeHash)],
);

/** Staff sessions: the SHA-256 of the cookie's token, ended by logout, by disabling the member, or by time. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Failed staff logins per e-mail, counted as customers' are (`login_failures`). */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_login_failures_email_idx').on(t.email, t.createdAt)],
);

/**
 * Every staff write: who, when, what, before and after, and the request. Append-only: the migration adds a trigger
 * that refuses UPDATE, DELETE and TRUNCATE, so not even a bug in the app can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** Null only if the member row were ever gone; `actor` keeps who it was. */
    staffId: integer('staff_id'),
    actor: varchar('actor', { length: 300 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: varchar('request_id', { length: 100 }),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
