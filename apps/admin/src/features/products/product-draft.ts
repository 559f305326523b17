import { PRODUCT_MESSAGES, type ProductBodyInput, type StaffProduct } from '@shop/shared/rules';

/** A size as the form holds it: money typed in AED, numbers as typed, so a half-typed value stays on screen. */
export interface SizeDraft {
  key: string;
  id?: number;
  value: string;
  price: string;
  offer: string;
  stock: string;
  packSize: string;
  cost: string;
  inOrders: boolean;
}

/** The product as the form holds it: the body's fields, sizes as typed. */
export interface ProductDraft {
  name: string;
  route: string;
  category_id: string;
  sub_category_id: string;
  brand_id: string;
  origin_id: string;
  abv: string;
  featured_img: string;
  gallery: string[];
  is_premium: boolean;
  is_promotion: boolean;
  choice_ids: number[];
  description: string;
  tasting_notes: string;
  meta_title: string;
  meta_description: string;
  sizes: SizeDraft[];
}

let sizeKeys = 0;
const aed = (fils: number) => (fils ? (fils / 100).toFixed(2) : '');

export const emptySize = (): SizeDraft => ({
  key: `new-${++sizeKeys}`,
  value: '',
  price: '',
  offer: '',
  stock: '0',
  packSize: '1',
  cost: '',
  inOrders: false,
});

export const emptyDraft = (): ProductDraft => ({
  name: '',
  route: '',
  category_id: '',
  sub_category_id: '',
  brand_id: '',
  origin_id: '',
  abv: '',
  featured_img: '',
  gallery: [],
  is_premium: false,
  is_promotion: false,
  choice_ids: [],
  description: '',
  tasting_notes: '',
  meta_title: '',
  meta_description: '',
  sizes: [emptySize()],
});

export function draftOf(p: StaffProduct): ProductDraft {
  const id = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: p.name,
    route: p.route,
    category_id: String(p.category_id),
    sub_category_id: id(p.sub_category_id),
    brand_id: id(p.brand_id),
    origin_id: id(p.origin_id),
    abv: p.abv === null ? '' : String(p.abv),
    featured_img: p.featured_img,
    gallery: p.gallery,
    is_premium: p.is_premium,
    is_promotion: p.is_promotion,
    choice_ids: p.choice_ids,
    description: p.description,
    tasting_notes: p.tasting_notes,
    meta_title: p.meta_title,
    meta_description: p.meta_description,
    sizes: p.sizes.map((s) => ({
      key: `size-${s.id}`,
      id: s.id,
      value: s.value,
      price: aed(s.price_fils),
      offer: aed(s.offer_price_fils),
      stock: String(s.stock),
      packSize: String(s.pack_size),
      cost: aed(s.cost_fils),
      inOrders: s.in_orders,
    })),
  };
}

/** A route made from a name: "Château Margaux 2015" → "chateau-margaux-2015". */
export function routeFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

const AED_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
export const MONEY_HINT = 'Enter an amount in AED, for example 120 or 99.50.';

/** Fils from AED as typed; empty is 0, anything else unreadable is null (the form says so on the field). */
export function filsOf(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return 0;
  return AED_PATTERN.test(t) ? Math.round(Number(t) * 100) : null;
}

const numberOr = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const idOr = (text: string) => (text === '' ? null : Number(text));

/**
 * The body to send, and the problems the form finds itself (amounts that are no AED amount); everything else is
 * checked by the server, whose messages come back on the same fields.
 */
export function bodyOf(draft: ProductDraft): { body: ProductBodyInput; problems: Record<string, string[]> } {
  const problems: Record<string, string[]> = {};
  const sizes = draft.sizes.map((size, i) => {
    const money = (text: string, field: string) => {
      const fils = filsOf(text);
      if (fils === null) problems[`sizes.${i}.${field}`] = [MONEY_HINT];
      return fils ?? 0;
    };
    return {
      ...(size.id !== undefined && { id: size.id }),
      value: size.value,
      price_fils: money(size.price, 'price_fils'),
      offer_price_fils: money(size.offer, 'offer_price_fils'),
      stock: numberOr(size.stock),
      pack_size: numberOr(size.packSize),
      cost_fils: money(size.cost, 'cost_fils'),
    };
  });
  if (!draft.category_id) problems.category_id = [PRODUCT_MESSAGES.categoryUnknown];
  return {
    body: {
      name: draft.name,
      route: draft.route,
      category_id: Number(draft.category_id) || 0,
      sub_category_id: idOr(draft.sub_category_id),
      brand_id: idOr(draft.brand_id),
      origin_id: idOr(draft.origin_id),
      abv: draft.abv.trim() === '' ? null : numberOr(draft.abv),
      featured_img: draft.featured_img,
      gallery: draft.gallery.filter((key) => key.trim() !== ''),
      is_premium: draft.is_premium,
      is_promotion: draft.is_promotion,
      choice_ids: draft.choice_ids,
      description: draft.description,
      tasting_notes: draft.tasting_notes,
      meta_title: draft.meta_title,
      meta_description: draft.meta_description,
      sizes,
    },
    problems,
  };
}
