import {
  COUPON_MESSAGES,
  COUPON_PAGE_SIZE,
  htmlToText,
  toPaged,
  type CouponCategoryChoice,
  type CouponDetail,
  type CouponFields,
  type CouponListQuery,
  type CouponPage,
  type StaffCoupon,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { sqlState } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { auditedCoupon, couponFieldsRow, presentCoupon, presentUse, type CategoryName } from './coupon-presenting.ts';
import type { CouponsStaffRepo } from './coupons-staff.repo.ts';

export interface CouponsStaffServiceDeps {
  repo: CouponsStaffRepo;
  /** A coupon's write and its audit entry, in one transaction (decision 024). */
  staffWrite: UnitOfWork<Audited<CouponsStaffRepo>>;
}

/** The uses a coupon's page lists: its newest; the count of them all is on the coupon. */
const USES_LISTED = 200;

/** A write that breaks a rule the body alone cannot tell: each problem on its field, all at once. */
function refuse(errors: Record<string, string[]>): never {
  const first = Object.values(errors)[0]![0]!;
  throw new ValidationError(first, errors);
}

/**
 * Coupons as staff run them (issue 26, item 5): listed and searched, read with the orders that used them, made,
 * changed, deactivated and reactivated. Every write is audited in its transaction. Codes are unique whatever their
 * case; a coupon already used keeps its code, as customers know it.
 */
export function createCouponsStaffService({ repo, staffWrite }: CouponsStaffServiceDeps) {
  async function categoryNames(): Promise<Map<number, CategoryName>> {
    return new Map((await repo.categories()).map((c) => [c.id, c]));
  }

  /** The problems of a body that only the database can tell: a code another coupon has, categories that are not. */
  async function problemsOf(tx: CouponsStaffRepo, body: CouponFields, exceptId?: number) {
    const errors: Record<string, string[]> = {};
    if (await tx.codeTaken(body.code, exceptId)) errors.code = [COUPON_MESSAGES.codeTaken];
    const known = new Set((await tx.categories()).map((c) => c.id));
    if (body.category_ids.some((id) => !known.has(id))) errors.category_ids = [COUPON_MESSAGES.categoryUnknown];
    return errors;
  }

  async function present(id: number): Promise<StaffCoupon> {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError(COUPON_MESSAGES.notFound);
    return presentCoupon(row, await categoryNames());
  }

  /** Two writes racing for one code: the database's unique index refuses the second, told as the check would. */
  async function codeOnce<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (sqlState(err) === '23505') refuse({ code: [COUPON_MESSAGES.codeTaken] });
      throw err;
    }
  }

  return {
    async page(query: CouponListQuery): Promise<CouponPage> {
      const { rows, total } = await repo.page(
        { search: query.search || undefined, state: query.state },
        { limit: COUPON_PAGE_SIZE, offset: (query.page - 1) * COUPON_PAGE_SIZE },
      );
      const names = await categoryNames();
      return toPaged(
        rows.map((row) => presentCoupon(row, names)),
        query.page,
        total,
        COUPON_PAGE_SIZE,
      );
    },

    async detail(id: number): Promise<CouponDetail> {
      const coupon = await present(id);
      return { coupon, uses: (await repo.usesOf(id, USES_LISTED)).map(presentUse) };
    },

    /** Every category, top ones first: what the form offers. */
    async categories(): Promise<CouponCategoryChoice[]> {
      return (await repo.categories()).map((c) => ({ id: c.id, name: htmlToText(c.title), parent_id: c.parentId }));
    },

    async create(actor: StaffActor, body: CouponFields): Promise<StaffCoupon> {
      const id = await codeOnce(() =>
        staffWrite(async (tx) => {
          const problems = await problemsOf(tx.repo, body);
          if (Object.keys(problems).length) refuse(problems);
          const row = await tx.repo.insert(couponFieldsRow(body));
          await tx.audit.record(actor, {
            action: 'coupon.create',
            entity: 'coupon',
            entityId: row.id,
            before: null,
            after: auditedCoupon(row),
          });
          return row.id;
        }),
      );
      return present(id);
    },

    /** Replaces every rule of a coupon; its uses so far stay counted. */
    async update(actor: StaffActor, id: number, body: CouponFields): Promise<StaffCoupon> {
      await codeOnce(() =>
        staffWrite(async (tx) => {
          const before = await tx.repo.lock(id);
          if (!before) throw new NotFoundError(COUPON_MESSAGES.notFound);
          const problems = await problemsOf(tx.repo, body, id);
          if (body.code !== before.code && (await tx.repo.countUses(id)) > 0)
            problems.code = [COUPON_MESSAGES.codeUsed];
          if (Object.keys(problems).length) refuse(problems);
          const after = await tx.repo.update(id, couponFieldsRow(body));
          await tx.audit.record(actor, {
            action: 'coupon.update',
            entity: 'coupon',
            entityId: id,
            before: auditedCoupon(before),
            after: auditedCoupon(after),
          });
        }),
      );
      return present(id);
    },

    /** Deactivated, a coupon is refused at once, at the cart and at the order; reactivated, it works again. */
    async setActive(actor: StaffActor, id: number, active: boolean): Promise<StaffCoupon> {
      await staffWrite(async (tx) => {
        const before = await tx.repo.lock(id);
        if (!before) throw new NotFoundError(COUPON_MESSAGES.notFound);
        if (before.isActive === active) return;
        const after = await tx.repo.update(id, { isActive: active });
        await tx.audit.record(actor, {
          action: active ? 'coupon.reactivate' : 'coupon.deactivate',
          entity: 'coupon',
          entityId: id,
          before: auditedCoupon(before),
          after: auditedCoupon(after),
        });
      });
      return present(id);
    },
  };
}

export type CouponsStaffService = ReturnType<typeof createCouponsStaffService>;
