import { z } from 'zod';
import { isIsoDate } from '../account/dates.ts';
import { MAX_AMOUNT_AED } from '../common/paging.ts';
import { dbIdSchema, PageNumberSchema, pagedSchema } from '../common/schemas.ts';
import { DAY_MS, shopToday } from '../common/shop-clock.ts';
import {
  CONTACT_MESSAGE_STATUSES,
  CONTACT_MESSAGE_VIEWS,
  INBOX_MESSAGES,
  NEWSLETTER_BODY_MAX_LENGTH,
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  QUOTE_NOTE_MAX_LENGTH,
  QUOTE_VALID_MAX_DAYS,
  SUBSCRIBER_VIEWS,
} from './inbox-rules.ts';
import { QUOTATION_STATUSES } from '../commerce/quotation-rules.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';

/**
 * The back office's inbox calls (issue 26, item 8): contact messages, quotations, Platinum Club members and the
 * newsletter. Every list is paged by the server; every write names its problem on its field.
 */

/** A staff member the inbox's messages can be assigned to. */
export const InboxAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type InboxAssignee = z.infer<typeof InboxAssigneeSchema>;

export const ContactMessagesQuerySchema = z.object({
  view: z
    .enum(CONTACT_MESSAGE_VIEWS, { error: `view must be one of ${CONTACT_MESSAGE_VIEWS.join(', ')}.` })
    .default('open'),
  page: PageNumberSchema,
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuerySchema>;

/** A message as the back office reads it: the sender's words are text, shown escaped. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  assignee: InboxAssigneeSchema.nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  done_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessagePageSchema = pagedSchema(ContactMessageSchema);
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

/** `staffAssignContactMessage`: a staff member who answers the inbox, or null to unassign. */
export const AssignBodySchema = z.object(
  { staff_id: dbIdSchema('staff_id').nullable() },
  { error: INBOX_MESSAGES.assigneeUnknown },
);

export const QuotationsQuerySchema = z.object({
  status: z
    .enum(QUOTATION_STATUSES, { error: `status must be one of ${QUOTATION_STATUSES.join(', ')}.` })
    .default('received'),
  page: PageNumberSchema,
});
export type QuotationsQuery = z.infer<typeof QuotationsQuerySchema>;

/** A price in AED as staff type it: more than 0, two decimals at most. */
const priceSchema = z
  .number({ error: INBOX_MESSAGES.priceRequired })
  .positive({ error: INBOX_MESSAGES.priceRequired })
  .max(MAX_AMOUNT_AED, { error: INBOX_MESSAGES.priceRequired })
  .refine((aed) => Math.abs(Math.round(aed * 100) - aed * 100) < 1e-6, { error: INBOX_MESSAGES.priceRequired });

/** Whether a day is from today (the shop's calendar) to QUOTE_VALID_MAX_DAYS ahead. */
export function isQuoteValidityDay(day: string, now: Date): boolean {
  if (!isIsoDate(day)) return false;
  const today = shopToday(now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + QUOTE_VALID_MAX_DAYS * DAY_MS).toISOString().slice(0, 10);
  return day >= today && day <= last;
}

/** `staffAnswerQuotation`: a price per line of the quotation (each once) and how long the prices hold. */
export const QuotationAnswerBodySchema = z.object(
  {
    lines: z
      .array(z.object({ id: dbIdSchema('id'), unit_price: priceSchema }, { error: INBOX_MESSAGES.priceForEveryLine }), {
        error: INBOX_MESSAGES.priceForEveryLine,
      })
      .min(1, { error: INBOX_MESSAGES.priceForEveryLine })
      .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, {
        error: INBOX_MESSAGES.priceForEveryLine,
      }),
    valid_until: z
      .string({ error: INBOX_MESSAGES.validUntilInvalid })
      .refine((day) => isQuoteValidityDay(day, new Date()), { error: INBOX_MESSAGES.validUntilInvalid }),
    note: z
      .string({ error: INBOX_MESSAGES.noteTooLong })
      .trim()
      .max(QUOTE_NOTE_MAX_LENGTH, { error: INBOX_MESSAGES.noteTooLong })
      .optional()
      .transform((note) => note ?? ''),
  },
  { error: INBOX_MESSAGES.priceForEveryLine },
);
export type QuotationAnswerBody = z.infer<typeof QuotationAnswerBodySchema>;

export const PlatinumMemberSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  date_of_birth: z.string(),
  preferences: z.array(z.string()),
  joined_at: z.string(),
});
export type PlatinumMember = z.infer<typeof PlatinumMemberSchema>;
export const PlatinumMemberPageSchema = pagedSchema(PlatinumMemberSchema);
export type PlatinumMemberPage = z.infer<typeof PlatinumMemberPageSchema>;

export const SubscribersQuerySchema = z.object({
  view: z.enum(SUBSCRIBER_VIEWS, { error: `view must be one of ${SUBSCRIBER_VIEWS.join(', ')}.` }).default('confirmed'),
  page: PageNumberSchema,
});
export type SubscribersQuery = z.infer<typeof SubscribersQuerySchema>;

export const SubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscriberPageSchema = pagedSchema(SubscriberSchema).extend({
  /** Confirmed subscribers now: whom a newsletter sent now would reach. */
  confirmed: z.number().int(),
});
export type SubscriberPage = z.infer<typeof SubscriberPageSchema>;

/** `staffSendNewsletter`: `key` is made once per message written, so a retry sends nothing twice. */
export const NewsletterSendBodySchema = z.object(
  {
    key: z.uuid({ error: INBOX_MESSAGES.sendKeyInvalid }),
    subject: z
      .string({ error: INBOX_MESSAGES.subjectRequired })
      .trim()
      .min(1, { error: INBOX_MESSAGES.subjectRequired, abort: true })
      .max(NEWSLETTER_SUBJECT_MAX_LENGTH, { error: INBOX_MESSAGES.subjectTooLong })
      .regex(PLAIN_TEXT_PATTERN, { error: INBOX_MESSAGES.subjectRequired }),
    body: z
      .string({ error: INBOX_MESSAGES.bodyRequired })
      .trim()
      .min(1, { error: INBOX_MESSAGES.bodyRequired, abort: true })
      .max(NEWSLETTER_BODY_MAX_LENGTH, { error: INBOX_MESSAGES.bodyTooLong }),
  },
  { error: INBOX_MESSAGES.subjectRequired },
);
export type NewsletterSendBody = z.infer<typeof NewsletterSendBodySchema>;

export const NewsletterSendSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** The body as sent: the shared allow-list's HTML. */
  body: z.string(),
  sent_by: z.string(),
  created_at: z.string(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  finished_at: z.string().nullable(),
});
export type NewsletterSend = z.infer<typeof NewsletterSendSchema>;

/** The storefront's confirmation and unsubscribe pages: the token of the e-mailed link. */
export const NewsletterTokenBodySchema = z.object({
  token: z
    .string({ error: 'This link is not valid.' })
    .regex(/^[a-f0-9]{32,64}$/, { error: 'This link is not valid.' }),
});
export const NewsletterLinkAnswerSchema = z.object({ message: z.string() });
