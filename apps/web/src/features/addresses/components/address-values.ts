import type { Address, CheckoutAddressBody } from '@shop/shared/rules';
import { CheckoutAddressBodySchema } from '@shop/shared/schemas';

/** The seven emirates: a delivery address is in one of them (the spec's client offered the same list). */
export const EMIRATES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;

/** The shop delivers in the UAE only. */
export const ADDRESS_COUNTRY = 'United Arab Emirates';

/** What the new-address form holds. */
export interface AddressValues {
  full_name: string;
  mobile: string;
  city: string;
  address_line1: string;
  address_line2: string;
}

export type AddressField = keyof AddressValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

/**
 * A number as a UAE shopper writes it: a local one (`050 123 4567`) gets the UAE's code; others are left as written.
 */
export function withUaeCode(mobile: string): string {
  const compact = mobile.replace(/[\s\-()]/g, '');
  return /^0[1-9]/.test(compact) ? `+971${compact.slice(1)}` : mobile.trim();
}

const FIELDS: readonly AddressField[] = ['full_name', 'mobile', 'city', 'address_line1', 'address_line2'];

/** A field the form shows, from a server or schema error path (`billing_address.full_name`, `full_name`). */
export function addressFieldOf(path: string): AddressField | null {
  const last = path.split('.').at(-1) ?? '';
  return (FIELDS as readonly string[]).includes(last) ? (last as AddressField) : null;
}

/**
 * Checks the form with the server's own schema (`CheckoutAddressBodySchema`), so the messages are the server's;
 * the body to send when it passes, or the first message of each field.
 */
export function checkAddress(
  values: AddressValues,
  userId: number | null,
  email: string | null,
): { body: CheckoutAddressBody } | { errors: AddressErrors } {
  const parsed = CheckoutAddressBodySchema.safeParse({
    user_id: userId ?? undefined,
    address_type: 'Billing',
    billing_address: {
      ...values,
      mobile: withUaeCode(values.mobile),
      email,
      country: ADDRESS_COUNTRY,
      state: values.city,
      zip_code: null,
    },
  });
  if (parsed.success) return { body: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = addressFieldOf(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // An issue outside the form's fields (none expected) still must stop the submit.
  if (!Object.keys(errors).length)
    errors.address_line1 = parsed.error.issues[0]?.message ?? 'Please check the address.';
  return { errors };
}

/** The field errors of a server refusal (`errors: {'billing_address.city': [...]}`), by form field. */
export function serverAddressErrors(errors: Record<string, string[]> | undefined): AddressErrors {
  const out: AddressErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = addressFieldOf(path);
    if (field && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}

/** An address on one line, as a shopper reads it: "Villa 12, Al Wasl Road, Dubai". */
export function addressLine(address: Pick<Address, 'address_line1' | 'address_line2' | 'city'>): string {
  return [address.address_line2, address.address_line1, address.city].filter(Boolean).join(', ');
}
