import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
 * Accounts (spec section 3). E-mail is stored lower-cased and mobile as `+` and digits. An account exists only once
 * one of its addresses was proven (decision 012): sign-ups wait in `pending_registrations` until then. A proven
 * address belongs to one account; an unproven one is only a claim, which several accounts may make and which never
 * blocks anyone (decision 018).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: varchar('user_type', { length: 16 }).notNull(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Null once another account proved the address this account only claimed (decision 018). */
    email: varchar('email', { length: 254 }),
    /** Null for a Google account that never gave one, or once another account proved it (decision 018). */
    mobile: varchar('mobile', { length: 16 }),
    /** argon2id; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: at('email_verified_at'),
    mobileVerifiedAt: at('mobile_verified_at'),
    landmark: varchar('landmark', { length: 150 }),
    currentLocation: varchar('current_location', { length: 150 }),
    nationality: varchar('nationality', { length: 60 }),
    /** Kept for the birthday and anniversary gifts the sign-up promises (spec section 1). */
    dob: date('dob', { mode: 'string' }),
    anniversaryDate: date('anniversary_date', { mode: 'string' }),
    companyName: varchar('company_name', { length: 150 }),
    designation: varchar('designation', { length: 100 }),
    landline: varchar('landline', { length: 40 }),
    /** File name of the re-encoded picture under DATA_DIR/profile. */
    profileImage: varchar('profile_image', { length: 80 }),
    googleSubject: varchar('google_subject', { length: 255 }).unique(),
    /**
     * When staff blocked the account, and why (issue 25): a blocked account cannot log in, and its sessions open
     * nothing. Both null when it is not blocked.
     */
    blockedAt: at('blocked_at'),
    blockedReason: varchar('blocked_reason', { length: 300 }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_user_type_check', sql`${t.userType} in ('user', 'corporate')`),
    check('users_blocked_reason_check', sql`(${t.blockedAt} is null) = (${t.blockedReason} is null)`),
    uniqueIndex('users_proven_email_key')
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} is not null`),
    uniqueIndex('users_proven_mobile_key')
      .on(t.mobile)
      .where(sql`${t.mobileVerifiedAt} is not null`),
    index('users_email_idx').on(t.email),
    index('users_mobile_idx').on(t.mobile),
  ],
);

/** Login sessions: only a hash of each token is kept, so a leaked table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A sign-up (or a profile edit) waiting for its code. `token_hash` is the hash of the HttpOnly cookie that lets
 * the spec's client verify with the code alone; `data` holds the validated fields and the password's hash.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Set when a logged-in user edits their profile; null for a new sign-up. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('pending_registrations_email_idx').on(t.email), index('pending_registrations_mobile_idx').on(t.mobile)],
);

/**
 * One-time codes: an HMAC of the code bound to its purpose and address (never the code itself), single use,
 * expiring, with a count of wrong tries.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    /** The address it went to: an e-mail or a mobile number. */
    target: varchar('target', { length: 254 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id').references(() => pendingRegistrations.id, { onDelete: 'cascade' }),
    /** A keyed hash of the client that asked for a sign-up's code: its hourly limit per address is per client. */
    requestedBy: varchar('requested_by', { length: 64 }),
    /** SHA-256 of the link token e-mailed beside a password-reset code: the link and the code are one, used once. */
    linkHash: varchar('link_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('one_time_codes_target_idx').on(t.target, t.purpose, t.createdAt),
    uniqueIndex('one_time_codes_link_key').on(t.linkHash),
  ],
);

/** Failed password logins per identifier (e-mail or mobile, whether or not an account has it), for throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    identifier: varchar('identifier', { length: 254 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_identifier_idx').on(t.identifier, t.createdAt)],
);
