import { z } from 'zod';
import { MINIMUM_AGE_YEARS, OTP_LENGTH, PASSWORD_MIN_LENGTH } from '../common/constants.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { PASSWORD_MAX_LENGTH, USER_TYPES } from './account-rules.ts';
import { isAtLeastAge, isIsoDate } from './dates.ts';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, SIGNUP_MESSAGES, VERIFICATION_MESSAGES } from './messages.ts';
import { normalizeMobile } from './mobile.ts';

/** The kind of account, as a request or an answer names it. */
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

/**
 * Sign-up e-mail rule (spec section 5): `local@domain.tld`. The spec's client allowed 2–4 letters after the last
 * dot; longer top-level domains (`.online`) are accepted too, with the same message (decision 012).
 */
export const SIGNUP_EMAIL_PATTERN =
  /^[^\s@\u0000-\u001f\u007f]+@[^\s@.\u0000-\u001f\u007f]+(?:\.[^\s@.\u0000-\u001f\u007f]+)*\.[A-Za-z]{2,}$/;

/** Required text: trimmed, plain, not empty (`message` when it is). */
const requiredText = (message: string, max = 150) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `${message.replace(/^Please (Enter|Select) /, '').replace(/\.$/, '')} is too long.` })
    .regex(PLAIN_TEXT_PATTERN, { error: message });

/** An e-mail address as sign-up and login take it: trimmed and lower-cased. */
export const EmailSchema = z
  .string({ error: SIGNUP_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: SIGNUP_MESSAGES.emailRequired, abort: true })
  .max(254, { error: SIGNUP_MESSAGES.emailInvalid, abort: true })
  .regex(SIGNUP_EMAIL_PATTERN, { error: SIGNUP_MESSAGES.emailInvalid })
  .transform((email) => email.toLowerCase());

/** A new password: at least 8 characters (spec section 9); the server also refuses common ones. */
export const NewPasswordSchema = z
  .string({ error: SIGNUP_MESSAGES.passwordRequired })
  .min(1, { error: SIGNUP_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: SIGNUP_MESSAGES.passwordShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong });

/** A mobile number, stored and compared as `+` and digits whatever the client sends (`message` when missing). */
export const mobileSchema = (missing: string = SIGNUP_MESSAGES.mobile) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(40, { error: ACCOUNT_MESSAGES.mobileInvalid, abort: true })
    .transform((value, ctx) => {
      const mobile = normalizeMobile(value);
      if (!mobile) {
        ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.mobileInvalid });
        return z.NEVER;
      }
      return mobile;
    });

/** Date of birth: required, a real date, and at least 21 years ago (the form's maximum, spec section 5). */
export const DobSchema = z
  .string({ error: SIGNUP_MESSAGES.dob })
  .trim()
  .min(1, { error: SIGNUP_MESSAGES.dob, abort: true })
  .refine(isIsoDate, { error: ACCOUNT_MESSAGES.dobInvalid, abort: true })
  .refine((dob) => isAtLeastAge(dob, new Date(), MINIMUM_AGE_YEARS), { error: ACCOUNT_MESSAGES.underAgeSignup });

/** A date that may be left out, empty or null (none), or `YYYY-MM-DD`. */
function optionalDate(message: string) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), { error: message })
    .nullable()
    .optional();
}

/** Anniversary: optional (spec section 3); empty means none. */
export const AnniversarySchema = optionalDate(ACCOUNT_MESSAGES.anniversaryInvalid).transform((value) =>
  value ? value : null,
);

/** `true` sends the code by e-mail, `false` by SMS (spec section 3); form fields send it as text. */
export const EmailVerificationFlagSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

const commonFields = {
  full_name: requiredText(SIGNUP_MESSAGES.fullName, 100),
  email: EmailSchema,
  password: NewPasswordSchema,
  mobile: mobileSchema(),
};

/** Individual sign-up (spec section 3), fields in the order their checks run (spec section 5). */
export const UserSignupSchema = z.object({
  user_type: z.literal('user'),
  ...commonFields,
  landmark: requiredText(SIGNUP_MESSAGES.landmark),
  current_location: requiredText(SIGNUP_MESSAGES.currentLocation),
  nationality: requiredText(SIGNUP_MESSAGES.nationality, 60),
  dob: DobSchema,
  anniversary_date: AnniversarySchema,
});
export type UserSignup = z.infer<typeof UserSignupSchema>;

/** Corporate sign-up (spec section 3). */
export const CorporateSignupSchema = z.object({
  user_type: z.literal('corporate'),
  ...commonFields,
  company_name: requiredText(SIGNUP_MESSAGES.companyName),
  designation: requiredText(SIGNUP_MESSAGES.designation, 100),
  landline: requiredText(SIGNUP_MESSAGES.landline, 40),
});
export type CorporateSignup = z.infer<typeof CorporateSignupSchema>;

/** Either form; a missing or unknown user type fails first, with the spec's message. */
export const SignupSchema = z.discriminatedUnion('user_type', [UserSignupSchema, CorporateSignupSchema], {
  error: SIGNUP_MESSAGES.userType,
});
export type Signup = z.infer<typeof SignupSchema>;
/** A sign-up form as typed, before the schema trims and normalises it. */
export type SignupInput = z.input<typeof SignupSchema>;

/** `POST /auth/register`: the sign-up (or edited profile) and how to send its code. */
export const RegisterBodySchema = z.intersection(
  SignupSchema,
  z.object({ email_verification: EmailVerificationFlagSchema.default(true) }),
);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** A one-time code as typed: digits only (spec section 5), six of them. */
export const OtpCodeSchema = (empty: string) =>
  z
    .union([z.string(), z.number().int().nonnegative().transform(String)], { error: empty })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { error: empty, abort: true })
        .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: LOGIN_MESSAGES.invalidOtp }),
    );

/**
 * `POST /auth/email-verification`: the code, and what proves the sign-up is the asker's (decision 018): the pending
 * sign-up's cookie (the spec's client sends the code alone), the session (a profile edit), or the address the code
 * went to with the sign-up's password.
 */
export const EmailVerificationBodySchema = z.object({
  code: OtpCodeSchema(VERIFICATION_MESSAGES.emptyCode),
  email: EmailSchema.optional(),
  mobile: mobileSchema(ACCOUNT_MESSAGES.mobileInvalid).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.signupNotFound }).optional(),
});
export type EmailVerificationBody = z.infer<typeof EmailVerificationBodySchema>;

/**
 * The session's user, as every login answers it (spec section 3: user id and type; the token also in `x_auth_token`).
 */
export const AuthUserSchema = z.object({ id: z.number().int(), user_type: UserTypeSchema });
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** What a successful login or verification answers. */
export const AuthResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  user: AuthUserSchema,
  /** The session token, also in the `x_auth_token` header (spec section 3). */
  token: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** A code was sent (or, for a number with no account, looks exactly as if it was). */
export const CodeSentResponseSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  /** Seconds before the same address may get another code. */
  resend_after: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponseSchema>;

/** A plain confirmation. */
export const MessageResponseSchema = z.object({ status: z.literal(200), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `POST /auth/change-password`: the spec's client reads `original.error`, so `original` is always there. */
export const ChangePasswordResponseSchema = MessageResponseSchema.extend({ original: z.object({}) });

/** `GET /auth/me`: the account's details (spec section 3, and what the spec's client reads). */
export const MeSchema = z.object({
  id: z.number().int(),
  user_type: UserTypeSchema,
  full_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** A full URL of the profile picture, or null. */
  profile: z.string().nullable(),
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  has_password: z.boolean(),
  landmark: z.string().nullable(),
  current_location: z.string().nullable(),
  nationality: z.string().nullable(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  anniversary_date: z.string().nullable().describe('YYYY-MM-DD'),
  company_name: z.string().nullable(),
  designation: z.string().nullable(),
  landline: z.string().nullable(),
  created_at: z.string(),
});
export type Me = z.infer<typeof MeSchema>;

/**
 * `POST /auth/update-profile` (multipart: flat fields, or `data` as JSON beside the picture). Fields left out stay
 * as they are. The e-mail and mobile change only through a new code (the register popup in edit mode): here they
 * must be the stored ones.
 */
export const ProfileUpdateSchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  full_name: requiredText(SIGNUP_MESSAGES.fullName, 100).optional(),
  // An account with no e-mail or mobile (decision 018) sends back the empty field it was shown.
  email: z.preprocess((v) => (v === '' ? undefined : v), EmailSchema.optional()),
  mobile: z.preprocess((v) => (v === '' ? undefined : v), mobileSchema().optional()),
  landmark: requiredText(SIGNUP_MESSAGES.landmark).optional(),
  current_location: requiredText(SIGNUP_MESSAGES.currentLocation).optional(),
  nationality: requiredText(SIGNUP_MESSAGES.nationality, 60).optional(),
  dob: DobSchema.optional(),
  /** Left out: unchanged; empty: no anniversary. */
  anniversary_date: optionalDate(ACCOUNT_MESSAGES.anniversaryInvalid),
  company_name: requiredText(SIGNUP_MESSAGES.companyName).optional(),
  designation: requiredText(SIGNUP_MESSAGES.designation, 100).optional(),
  landline: requiredText(SIGNUP_MESSAGES.landline, 40).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
