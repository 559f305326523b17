import {
  htmlToText,
  PRODUCT_IMPORT_IMAGE,
  PRODUCT_SHEET_MESSAGES as S,
  ProductBodySchema,
  sizeValueKey,
  type ProductBody,
  type ProductImportRow,
  type ProductSizeInput,
  type StaffProduct,
} from '@shop/shared';
import { type Can, sizePermissionProblems } from './staff-products.checks.ts';
import type { SheetProblem, SheetRow } from './product-sheet.ts';
import { originKey, type SheetReferences } from './product-sheet.repo.ts';

/** A product the file creates or changes, as the product calls would write it. */
export interface ProductWrite {
  before?: StaffProduct;
  body: ProductBody;
  active: boolean;
}

export interface ImportPlan {
  rows: ProductImportRow[];
  writes: ProductWrite[];
  problems: SheetProblem[];
}

/** What the file's rows of one product change on the product itself: checked on its first row, the same on all. */
const PRODUCT_COLUMNS = ['name', 'category_route', 'subcategory_route', 'brand_route', 'origin', 'active'] as const;
const REFERENCE_FIELDS = new Set(['category_id', 'sub_category_id', 'brand_id', 'origin_id']);
const SIZE_FIELDS = [
  ['price_fils', 'price_aed'],
  ['offer_price_fils', 'offer_price_aed'],
  ['cost_fils', 'cost_aed'],
  ['stock', 'stock'],
  ['pack_size', 'pack_size'],
] as const;

export interface PlanInput {
  rows: readonly SheetRow[];
  problems: readonly SheetProblem[];
  refs: SheetReferences;
  /** The products the file names by their current route, as they are. */
  existing: ReadonlyMap<string, StaffProduct>;
  /** Routes that are another product's old route. */
  oldRoutes: ReadonlyMap<string, number>;
  can: Can;
}

/**
 * What an import file would do, row by row, with the same checks as the product editor (issue 26, item 10): each
 * product's rows make one product body (its sizes not in the file are kept), checked by the product schema and the
 * pricing and stock permissions. A row is refused with every reason; the file is applied only when none is.
 */
export function planImport({ rows, problems: syntax, refs, existing, oldRoutes, can }: PlanInput): ImportPlan {
  const problems: SheetProblem[] = [...syntax];
  const answer: ProductImportRow[] = [];
  const writes: ProductWrite[] = [];
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) groups.set(row.product_route, [...(groups.get(row.product_route) ?? []), row]);

  for (const [route, group] of groups) {
    const reasons = new Map<number, string[]>(group.map((r) => [r.row, []]));
    const refuse = (row: number, reason: string) => reasons.get(row)!.push(reason);
    const first = group[0]!;
    for (const row of group.slice(1))
      for (const column of PRODUCT_COLUMNS)
        if (row[column] !== first[column])
          refuse(row.row, `the product's ${column} differs from row ${first.row}, where the product starts`);

    const category = refs.categories.get(first.category_route);
    if (!category || category.parent_id !== null)
      refuse(first.row, `category_route ${JSON.stringify(first.category_route)} is not a top-level category`);
    const sub = first.subcategory_route ? refs.categories.get(first.subcategory_route) : undefined;
    if (category && first.subcategory_route && (!sub || sub.parent_id !== category.id))
      refuse(
        first.row,
        `subcategory_route ${JSON.stringify(first.subcategory_route)} is not a subcategory of the category`,
      );
    const brandId = first.brand_route ? refs.brands.get(first.brand_route) : null;
    if (brandId === undefined) refuse(first.row, `brand_route ${JSON.stringify(first.brand_route)} is not a brand`);
    const originId = first.origin ? refs.origins.get(originKey(first.origin)) : null;
    if (originId === undefined)
      refuse(first.row, `origin ${JSON.stringify(first.origin)} is not an origin of the shop`);

    const before = existing.get(route);
    if (!before && oldRoutes.has(route))
      refuse(first.row, `product_route ${JSON.stringify(route)} was another product's route: choose another`);

    // The product's sizes: those it has, changed by the file's rows, then the file's new ones.
    const sizes: ProductSizeInput[] = (before?.sizes ?? []).map((s) => ({ ...s }));
    const rowOfSize = new Map<number, SheetRow>();
    const seen = new Map<string, number>();
    for (const row of group) {
      const key = sizeValueKey(row.size);
      const twice = seen.get(key);
      if (twice !== undefined) {
        refuse(row.row, `the size ${JSON.stringify(row.size)} is listed twice for this product (also on row ${twice})`);
        continue;
      }
      seen.set(key, row.row);
      let index = sizes.findIndex((s) => sizeValueKey(s.value) === key);
      if (index < 0) index = sizes.push({ value: row.size } as ProductSizeInput) - 1;
      const size = sizes[index]!;
      for (const [field] of SIZE_FIELDS) size[field] = row[field];
      rowOfSize.set(index, row);
    }
    const rowOf = (index: number | undefined) => (index === undefined ? first : (rowOfSize.get(index) ?? first)).row;

    const input = {
      ...(before ?? {}),
      name: before && htmlToText(before.name) === first.name ? before.name : first.name,
      route,
      category_id: category?.id ?? 0,
      sub_category_id: sub?.id ?? null,
      brand_id: brandId ?? null,
      origin_id: originId ?? null,
      featured_img: before?.featured_img ?? PRODUCT_IMPORT_IMAGE,
      sizes: sizes.map(({ id, value, price_fils, offer_price_fils, stock, pack_size, cost_fils }) => ({
        ...(id !== undefined && { id }),
        value,
        price_fils,
        offer_price_fils,
        stock,
        pack_size,
        cost_fils,
      })),
    };
    const parsed = ProductBodySchema.safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        // The references were checked above, by the routes and names the file gives.
        if (typeof head === 'string' && REFERENCE_FIELDS.has(head)) continue;
        const where = head === 'sizes' && typeof index === 'number' ? rowOf(index) : first.row;
        refuse(where, `${columnOf(head === 'sizes' ? field : head)}: ${issue.message}`);
      }
    for (const key of Object.keys(sizePermissionProblems(before, input.sizes, can))) {
      const [, index, field] = key.split('.');
      const reason = field === 'stock' ? S.stockForbidden : S.pricingForbidden;
      const row = rowOf(Number(index));
      if (!reasons.get(row)!.includes(reason)) refuse(row, reason);
    }

    const productChanges = before ? changedColumns(before, input, first.active) : [];
    let changes = 0;
    for (const row of group) {
      const mine = reasons.get(row.row)!;
      problems.push(...mine.map((reason) => ({ row: row.row, reason })));
      const index = [...rowOfSize].find(([, r]) => r === row)?.[0];
      const was = index === undefined ? undefined : before?.sizes.find((s) => s.id === sizes[index]!.id);
      const fields = [
        ...(row === first ? productChanges : []),
        ...(was
          ? SIZE_FIELDS.filter(([field]) => was[field] !== sizes[index!]![field]).map(([, column]) => column)
          : []),
      ];
      const action = mine.length ? 'refused' : !before || !was ? 'create' : fields.length ? 'change' : 'unchanged';
      if (action === 'create' || action === 'change') changes++;
      answer.push({
        row: row.row,
        product_route: route,
        size: row.size,
        action,
        changes: action === 'change' ? fields : [],
        reasons: mine.map((reason) => `row ${row.row}: ${reason}`),
      });
    }
    if (parsed.success && changes) writes.push({ before, body: parsed.data, active: first.active });
  }
  for (const p of syntax)
    answer.push({
      row: p.row,
      product_route: '',
      size: '',
      action: 'refused',
      changes: [],
      reasons: [`row ${p.row}: ${p.reason}`],
    });
  answer.sort((a, b) => a.row - b.row);
  return { rows: answer, writes, problems };
}

const columnOf = (field: PropertyKey | undefined) =>
  ({
    value: 'size',
    price_fils: 'price_aed',
    offer_price_fils: 'offer_price_aed',
    cost_fils: 'cost_aed',
    route: 'product_route',
    category_id: 'category_route',
    sub_category_id: 'subcategory_route',
  })[String(field)] ?? String(field);

function changedColumns(
  before: StaffProduct,
  after: Pick<StaffProduct, 'name' | 'category_id' | 'sub_category_id' | 'brand_id' | 'origin_id'>,
  active: boolean,
): string[] {
  const changed: string[] = [];
  if (before.name !== after.name) changed.push('name');
  if (before.category_id !== after.category_id) changed.push('category_route');
  if (before.sub_category_id !== after.sub_category_id) changed.push('subcategory_route');
  if (before.brand_id !== after.brand_id) changed.push('brand_route');
  if (before.origin_id !== after.origin_id) changed.push('origin');
  if (before.archived === active) changed.push('active');
  return changed;
}
