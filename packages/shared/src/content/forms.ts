import { z } from 'zod';
import { isAtLeastAge, isIsoDate } from '../account/dates.ts';
import { ACCOUNT_MESSAGES } from '../account/messages.ts';
import { withHomeCountryCode } from '../account/mobile.ts';
import { EmailSchema, mobileSchema } from '../account/schemas.ts';
import { MINIMUM_AGE_YEARS } from '../common/constants.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { CLUB_PREFERENCES, FORM_MESSAGE_MAX_LENGTH, FORM_MESSAGES, tooLongText } from './form-messages.ts';

/** One line of plain text: trimmed, not empty, no control characters; every form's names, subjects and titles. */
export const plainLine = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: tooLongText(missing.replace(/^Please Enter /, '').replace(/\.$/, ''), max) })
    .regex(PLAIN_TEXT_PATTERN, { error: missing });

/** No control characters but line breaks and tabs. */
function isMultilinePlainText(text: string): boolean {
  for (const c of text) if ((c < ' ' && c !== '\n' && c !== '\r' && c !== '\t') || c === '\u007f') return false;
  return true;
}

/**
 * A message: plain text over several lines (line breaks and tabs kept, other control characters refused), `missing`
 * when empty; every form's message.
 */
export const multilineText = (
  missing: string,
  max = FORM_MESSAGE_MAX_LENGTH,
  tooLong: string = FORM_MESSAGES.messageTooLong,
) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: tooLong })
    .refine(isMultilinePlainText, { error: missing });

const message = multilineText(FORM_MESSAGES.messageRequired);

/** A phone number as shoppers here type it: a local UAE number is read with +971 (the rule of sign-up otherwise). */
const formMobile = z.preprocess(
  (value) => (typeof value === 'string' ? withHomeCountryCode(value) : value),
  mobileSchema(),
);

/** `POST /contact-us`: the fields the spec's client sends (seed client contract 7.5). */
export const ContactBodySchema = z.object(
  {
    name: plainLine(FORM_MESSAGES.nameRequired, 100),
    email: EmailSchema,
    mobile: formMobile,
    subject: plainLine(FORM_MESSAGES.subjectRequired, 150),
    message,
  },
  { error: FORM_MESSAGES.nameRequired },
);
export type ContactBody = z.infer<typeof ContactBodySchema>;

/**
 * `POST /platinum-club`: the spec's client's fields (contract 7.3) plus a date of birth (21 or older) and preferences.
 */
export const PlatinumClubBodySchema = z.object(
  {
    first_name: plainLine(FORM_MESSAGES.firstNameRequired, 100),
    last_name: plainLine(FORM_MESSAGES.lastNameRequired, 100),
    email: EmailSchema,
    mobile: formMobile,
    date_of_birth: z
      .string({ error: FORM_MESSAGES.dobRequired })
      .trim()
      .min(1, { error: FORM_MESSAGES.dobRequired, abort: true })
      .refine(isIsoDate, { error: ACCOUNT_MESSAGES.dobInvalid, abort: true })
      .refine((dob) => isAtLeastAge(dob, new Date(), MINIMUM_AGE_YEARS), { error: FORM_MESSAGES.underAgeClub }),
    preferences: z
      .array(z.enum(CLUB_PREFERENCES, { error: FORM_MESSAGES.preferenceInvalid }), {
        error: FORM_MESSAGES.preferenceInvalid,
      })
      .max(CLUB_PREFERENCES.length, { error: FORM_MESSAGES.preferenceInvalid })
      .default([])
      .transform((list) => [...new Set(list)]),
  },
  { error: FORM_MESSAGES.firstNameRequired },
);
export type PlatinumClubBody = z.infer<typeof PlatinumClubBodySchema>;

/** The answer of an accepted form (HTTP 201). */
export const FormSubmittedResponseSchema = z.object({
  status: z.literal(201),
  message: z.literal(FORM_MESSAGES.submitted),
});
export type FormSubmittedResponse = z.infer<typeof FormSubmittedResponseSchema>;
