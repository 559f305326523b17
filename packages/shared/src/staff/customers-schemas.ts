import { z } from 'zod';
import { ORDER_STATES } from '../commerce/order-rules.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { AddressSchema } from '../commerce/addresses.ts';
import { AgeProofSchema } from '../commerce/orders.ts';
import { PageNumberSchema, pagedSchema } from '../common/schemas.ts';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_REASON_MAX_LENGTH,
  CUSTOMER_REASON_MIN_LENGTH,
  CUSTOMER_SEARCH_MAX_LENGTH,
} from './staff-rules.ts';

/**
 * The back office's customer calls (issue 25, item 9): searching and viewing accounts, and blocking them. What they
 * answer is chosen field by field: never a password hash, a code, a token or a session.
 */

/** `staffSearchCustomers`: part of a name or e-mail, a mobile number (any way written) or an id; none lists all. */
export const CustomerSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX_LENGTH, { error: CUSTOMER_MESSAGES.searchTooLong })
    .regex(PLAIN_TEXT_PATTERN, { error: CUSTOMER_MESSAGES.searchUnreadable })
    .optional(),
  page: PageNumberSchema,
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

/** An account in the search's list. */
export const CustomerSummarySchema = z.object({
  id: z.number().int(),
  user_type: z.enum(['user', 'corporate']),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  created_at: z.string(),
  blocked: z.boolean(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerPageSchema = pagedSchema(CustomerSummarySchema);
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

/** An account's own fields, as the customer gave them, and whether and why the shop blocked it. */
export const CustomerAccountSchema = CustomerSummarySchema.extend({
  email_verified_at: z.string().nullable(),
  mobile_verified_at: z.string().nullable(),
  /** Signs in with Google too (or only). */
  google_linked: z.boolean(),
  landmark: z.string().nullable(),
  current_location: z.string().nullable(),
  nationality: z.string().nullable(),
  dob: z.string().nullable(),
  anniversary_date: z.string().nullable(),
  company_name: z.string().nullable(),
  designation: z.string().nullable(),
  landline: z.string().nullable(),
  updated_at: z.string(),
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
});
export type CustomerAccount = z.infer<typeof CustomerAccountSchema>;

/** One of the customer's orders, as a line of their history: the order's own page says the rest. */
export const CustomerOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  state: z.enum(ORDER_STATES),
  /** AED, VAT included. */
  total_amount: z.number(),
  eid_provided: z.boolean(),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** An address of the customer's book, as their own address calls answer it, with whether it is their default. */
export const CustomerAddressSchema = AddressSchema.omit({ user_id: true, default: true }).extend({
  is_default: z.boolean(),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/** What the shop holds that speaks to the customer's age: reported as it is, judged by nobody here. */
export const CustomerAgeProofSchema = z.object({
  has_date_of_birth: z.boolean(),
  /** An order of theirs came with an Emirates ID. */
  emirates_id_provided: z.boolean(),
  emirates_id_orders: z.number().int(),
  /** Where the staff's check of their Emirates ID stands today: verified, checking, rejected (why), or missing. */
  id_check: AgeProofSchema,
});

/** `staffViewCustomer`: the account, its latest orders (newest first) and their count, its addresses and age proof. */
export const CustomerDetailSchema = z.object({
  customer: CustomerAccountSchema,
  orders: z.array(CustomerOrderSchema),
  order_count: z.number().int(),
  addresses: z.array(CustomerAddressSchema),
  age_proof: CustomerAgeProofSchema,
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

/** `staffBlockCustomer` and `staffUnblockCustomer`: why, kept in the audit log (and on the account while blocked). */
export const CustomerBlockBodySchema = z.object({
  reason: z
    .string({ error: CUSTOMER_MESSAGES.reasonRequired })
    .trim()
    .min(CUSTOMER_REASON_MIN_LENGTH, { error: CUSTOMER_MESSAGES.reasonRequired })
    .max(CUSTOMER_REASON_MAX_LENGTH, { error: CUSTOMER_MESSAGES.reasonTooLong }),
});
export type CustomerBlockBody = z.infer<typeof CustomerBlockBodySchema>;
