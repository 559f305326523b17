import { z } from 'zod';
import { SIGNUP_MESSAGES } from '../account/messages.ts';
import { mobileSchema, SIGNUP_EMAIL_PATTERN } from '../account/schemas.ts';
import { PLAIN_TEXT_PATTERN } from '../common/paging.ts';
import { dbIdSchema } from '../common/schemas.ts';
import { ADDRESS_MESSAGES, ADDRESS_TYPES } from './address-rules.ts';

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `${message.replace(/^Please enter the /, '').replace(/\.$/, '')} is too long.` })
    .regex(PLAIN_TEXT_PATTERN, { error: message });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(PLAIN_TEXT_PATTERN)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** The fields of one address as a form gives them. */
const AddressFieldsSchema = z.object({
  full_name: text(SIGNUP_MESSAGES.fullName, 100),
  // Optional, but an e-mail address when given.
  email: z
    .string()
    .trim()
    .max(254, { error: SIGNUP_MESSAGES.emailInvalid })
    .refine((v) => v === '' || SIGNUP_EMAIL_PATTERN.test(v), { error: SIGNUP_MESSAGES.emailInvalid })
    .nullable()
    .optional()
    .transform((v) => v?.toLowerCase() || null),
  mobile: mobileSchema(),
  country: text(ADDRESS_MESSAGES.country, 60),
  state: optionalText(60),
  city: text(ADDRESS_MESSAGES.city, 60),
  postal_code: optionalText(20),
  address_line1: text(ADDRESS_MESSAGES.line1, 200),
  address_line2: optionalText(200),
});
export type AddressFields = z.infer<typeof AddressFieldsSchema>;

/** `POST /addresses` (account address book, spec section 7): a new address, or, with `id`, an edit of one. */
export const AccountAddressBodySchema = AddressFieldsSchema.extend({
  id: dbIdSchema('id').optional(),
  user_id: dbIdSchema('user_id').optional(),
  address_type: z.enum(ADDRESS_TYPES).default('Shipping'),
});
export type AccountAddressBody = z.infer<typeof AccountAddressBodySchema>;

/** `POST /auth/add-address` and `/auth/update-addresses` (checkout): the address nested, with `zip_code`. */
export const CheckoutAddressBodySchema = z.object({
  id: dbIdSchema('id').optional(),
  user_id: dbIdSchema('user_id').optional(),
  address_type: z.enum(ADDRESS_TYPES).default('Billing'),
  billing_address: AddressFieldsSchema.omit({ postal_code: true }).extend({ zip_code: optionalText(20) }),
});
export type CheckoutAddressBody = z.infer<typeof CheckoutAddressBodySchema>;

/** `PUT /set-default/{id}`. */
export const SetDefaultBodySchema = z.object({ user_id: dbIdSchema('user_id').optional() });

/** An address as every address call answers it. `default` is 1 for the default one (the spec's client tests it). */
export const AddressSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  default: z.union([z.literal(0), z.literal(1)]),
  address_type: z.enum(ADDRESS_TYPES),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  postal_code: z.string().nullable(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The user's addresses, default first: a bare array (the spec's client maps it unguarded). */
export const AddressListSchema = z.array(AddressSchema);
