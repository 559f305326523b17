import { z } from 'zod';
import { EmailSchema } from '../account/schemas.ts';
import {
  STAFF_MESSAGES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
} from './staff-rules.ts';

/** Requests and answers of the back office's staff calls (issue 25). */

const TotpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'The authenticator code is 6 digits.' });
const RecoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z2-7]{5}-?[a-z2-7]{5}$/, { error: 'A recovery code looks like abcde-fghij.' });

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: `role must be one of ${STAFF_ROLES.join(', ')}.` });
export const StaffPermissionSchema = z.enum(STAFF_PERMISSIONS);

export const StaffPasswordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(STAFF_PASSWORD_MIN_LENGTH, { error: STAFF_MESSAGES.passwordTooShort })
  .max(STAFF_PASSWORD_MAX_LENGTH, { error: `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters.` });

/** `staffLogin`: e-mail, password, and the authenticator's code or one recovery code. */
export const StaffLoginBodySchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ error: 'Please enter your password.' })
      .min(1, { error: 'Please enter your password.' })
      .max(STAFF_PASSWORD_MAX_LENGTH),
    totp: TotpSchema.optional(),
    recovery_code: RecoveryCodeSchema.optional(),
  })
  .refine((body) => body.totp !== undefined || body.recovery_code !== undefined, {
    error: STAFF_MESSAGES.secondFactorRequired,
    path: ['totp'],
  });
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

/** A staff member as the back office shows one: never a password hash, secret, code or session. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  kind: z.enum(['person', 'service']),
  status: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Until when the invitation's link works, while the member is invited (a new invitation moves it on). */
  invite_expires_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** Who is signed in, and what their role lets them do (the back office hides the rest). */
export const StaffMeSchema = StaffMemberSchema.extend({ permissions: z.array(StaffPermissionSchema) });
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const StaffLoginAnswerSchema = z.object({
  staff: StaffMeSchema,
  /** Sent back in the `x-csrf-token` header of every write of this session. */
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type StaffLoginAnswer = z.infer<typeof StaffLoginAnswerSchema>;

export const StaffInviteBodySchema = z.object({
  email: EmailSchema,
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(1, { error: 'Please enter a name.' })
    .max(100, { error: 'The name must be at most 100 characters.' }),
  role: StaffRoleSchema,
});
export type StaffInviteBody = z.infer<typeof StaffInviteBodySchema>;

export const StaffRoleChangeBodySchema = z.object({ role: StaffRoleSchema });

/** What an invitation shows its invitee before they accept: the authenticator to set up. */
export const StaffInvitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  otpauth_uri: z.string(),
  totp_secret: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffAcceptBodySchema = z.object({
  token: z.string().min(20).max(100),
  password: StaffPasswordSchema,
  totp: TotpSchema,
});
export type StaffAcceptBody = z.infer<typeof StaffAcceptBodySchema>;

export const StaffRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date is YYYY-MM-DD.' });

export const AuditQuerySchema = z.object({
  staff_id: z.coerce.number().int().positive().optional(),
  entity: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: 'entity is a name such as order or stock.' })
    .optional(),
  entity_id: z.string().trim().max(60).optional(),
  from: IsoDay.optional(),
  to: IsoDay.optional(),
  before_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before_id` for the next, older page; null on the last. */
  next_before_id: z.number().int().nullable(),
});
