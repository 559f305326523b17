import type { CouponBody, CouponKind, StaffCoupon } from '@shop/shared/rules';

/** The coupon form as typed: text in every box, as the inputs hold it. */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  value: string;
  max_discount: string;
  min_order: string;
  starts_on: string;
  ends_on: string;
  max_uses: string;
  max_uses_per_customer: string;
  first_order_only: boolean;
  category_ids: number[];
}

/** A new coupon's form: a percentage from today, once per customer, with no other rule. */
export function emptyCouponForm(today: string): CouponFormValues {
  return {
    code: '',
    description: '',
    kind: 'percent',
    value: '',
    max_discount: '',
    min_order: '',
    starts_on: today,
    ends_on: '',
    max_uses: '',
    max_uses_per_customer: '1',
    first_order_only: false,
    category_ids: [],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** A coupon's form, to change it. */
export function couponFormOf(coupon: StaffCoupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: String(coupon.value),
    max_discount: text(coupon.max_discount),
    min_order: coupon.min_order ? String(coupon.min_order) : '',
    starts_on: coupon.starts_on,
    ends_on: coupon.ends_on ?? '',
    max_uses: text(coupon.max_uses),
    max_uses_per_customer: String(coupon.max_uses_per_customer),
    first_order_only: coupon.first_order_only,
    category_ids: coupon.categories.map((c) => c.id),
  };
}

/**
 * What is sent: an empty box is "none" where the field may be empty (no maximum, no end, no limit), and is sent as
 * nothing where it may not, so the server says what it needs, on that field. Words in a number box are sent as they
 * are, and refused the same way.
 */
export function couponBodyOf(values: CouponFormValues): CouponBody {
  const number = (box: string): number | null => {
    const trimmed = box.trim();
    if (!trimmed) return null;
    const read = Number(trimmed);
    return Number.isFinite(read) ? read : (trimmed as unknown as number);
  };
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    value: number(values.value) as number,
    max_discount: values.kind === 'percent' ? number(values.max_discount) : null,
    min_order: number(values.min_order) ?? 0,
    starts_on: values.starts_on,
    ends_on: values.ends_on || null,
    max_uses: number(values.max_uses),
    max_uses_per_customer: number(values.max_uses_per_customer) as number,
    first_order_only: values.first_order_only,
    category_ids: values.category_ids,
  };
}

/** The server's problems, one message per field of the form (`category_ids.0` is the categories' box). */
export function fieldProblems(fields: Record<string, string[]>): Partial<Record<keyof CouponFormValues, string>> {
  const problems: Partial<Record<keyof CouponFormValues, string>> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const field = path.split('.')[0] as keyof CouponFormValues;
    problems[field] ??= messages[0];
  }
  return problems;
}
