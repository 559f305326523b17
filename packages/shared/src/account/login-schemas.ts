import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, RESET_TOKEN_PATTERN } from './account-rules.ts';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES, SIGNUP_MESSAGES, VERIFICATION_MESSAGES } from './messages.ts';
import { EmailSchema, mobileSchema, NewPasswordSchema, OtpCodeSchema, UserTypeSchema } from './schemas.ts';

/** Signing in (by code, password or Google), passwords forgotten and changed, and deleting the account. */

/** `POST /newLogin` and `POST /resendOTP` (multipart, spec section 7). */
export const MobileLoginBodySchema = z.object({ mobile: mobileSchema(LOGIN_MESSAGES.mobileRequired) });
export type MobileLoginBody = z.infer<typeof MobileLoginBodySchema>;

/** `POST /verifyOTP` (multipart, spec section 7). */
export const VerifyOtpBodySchema = z.object({
  mobile: mobileSchema(LOGIN_MESSAGES.mobileRequired),
  otp: OtpCodeSchema(LOGIN_MESSAGES.otpIncomplete),
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

/**
 * `POST /auth/login`: e-mail (or mobile number) and password. `is_social` logins without a provider token are
 * refused by the server with a clear message: social sign-in goes through `/google-login`.
 */
export const PasswordLoginBodySchema = z.object({
  email: z
    .string({ error: SIGNUP_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: SIGNUP_MESSAGES.emailRequired })
    .max(254, { error: SIGNUP_MESSAGES.emailInvalid })
    .optional(),
  mobile: z.string().trim().max(40).optional(),
  password: z
    .string({ error: SIGNUP_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.wrongCredentials })
    .optional(),
  is_social: z.union([z.boolean(), z.string(), z.number()]).optional(),
});
export type PasswordLoginBody = z.infer<typeof PasswordLoginBodySchema>;

/** `POST /google-login`: the social payload (spec section 3); only the verified `google_token` is trusted. */
export const GoogleLoginBodySchema = z.object({
  google_token: z
    .string({ error: ACCOUNT_MESSAGES.googleInvalid })
    .trim()
    .min(20, { error: ACCOUNT_MESSAGES.googleInvalid })
    .max(4096, { error: ACCOUNT_MESSAGES.googleInvalid }),
  user_type: UserTypeSchema.optional(),
  full_name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  profile: z.string().max(2000).optional(),
  is_social: z.union([z.boolean(), z.string(), z.number()]).optional(),
  /** A birthday the client read from Google (`YYYY-MM-DD`), used only when the token carries none. */
  dob: z.string().max(20).optional(),
});
export type GoogleLoginBody = z.infer<typeof GoogleLoginBodySchema>;

/** `POST /forget-password`. */
export const ForgetPasswordBodySchema = z.object({ email: EmailSchema });

/**
 * `POST /reset-password`: the new password, with the e-mailed link's token (the reset page) or with the e-mail and
 * the code e-mailed beside the link (the storefront's popup).
 */
export const ResetPasswordBodySchema = z
  .object({
    token: z.string().regex(RESET_TOKEN_PATTERN, { error: ACCOUNT_MESSAGES.resetLinkInvalid }).optional(),
    email: EmailSchema.optional(),
    code: OtpCodeSchema(VERIFICATION_MESSAGES.emptyCode).optional(),
    password: NewPasswordSchema,
  })
  .superRefine((body, ctx) => {
    if (body.token !== undefined) return;
    if (body.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: SIGNUP_MESSAGES.emailRequired });
    else if (body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: VERIFICATION_MESSAGES.emptyCode });
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** `POST /auth/change-password` (the spec's client also sends `user_id`, which must be the session's). */
export const ChangePasswordBodySchema = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    password: z
      .string({ error: SIGNUP_MESSAGES.passwordRequired })
      .min(1, { error: SIGNUP_MESSAGES.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.currentPasswordWrong }),
    change_password: NewPasswordSchema,
    confirm_password: z.string({ error: ACCOUNT_MESSAGES.passwordsDiffer }),
  })
  .refine((b) => b.change_password === b.confirm_password, {
    error: ACCOUNT_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `POST /auth/delete-account`: the code sent by `/auth/delete-account/code`. */
export const DeleteAccountBodySchema = z.object({ code: OtpCodeSchema(VERIFICATION_MESSAGES.emptyCode) });
