import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  filsToAed,
  isAtLeastAge,
  MINIMUM_AGE_YEARS,
  ORDER_MESSAGES,
  shopToday,
  storefrontPath,
  type AgeDecisionBody,
  type IdDocument,
  type RefusalReason,
  type StaffOrderDetail,
  type StaffOrderList,
  type StaffOrderQuery,
} from '@shop/shared';
import type { Database } from '../../db/client.ts';
import { unitOfWork } from '../../db/transaction.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { createAuditRepo, type StaffActor } from '../staff/index.ts';
import { createAgeChecksRepo, type EidWithDecision } from './age-checks.repo.ts';
import type { EidStore } from './eid-store.ts';
import { asState } from './order-presenting.ts';
import { createOrderPaymentsRepo, type OrderPaymentRow } from './order-payments.repo.ts';
import { createOrdersQueueRepo } from './orders-queue.repo.ts';
import { STAFF_CREDIT_NOTES } from './returns-presenting.ts';
import { createOrdersRepo, type OrderRow } from './orders.repo.ts';
import { orderRef, type OrdersService } from './orders.service.ts';

/** How long a link to an Emirates ID works: long enough to open it, too short to pass around. */
export const ID_LINK_SECONDS = 300;

export interface OrdersStaffDeps {
  db: Database;
  orders: OrdersService;
  eids: EidStore;
  /** Where the staff calls are (`/api/v1/staff`), for the links to ID files. */
  staffBase: string;
  /** The shop's public address (`PUBLIC_BASE_URL`), for the link to the customer's orders in a rejection. */
  publicBaseUrl: string;
  secret: string;
  notifier: Notifier;
  onDeliveryError: (err: unknown) => void;
  now?: () => Date;
}

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

function presentDocument({ doc, check }: EidWithDecision): IdDocument {
  return {
    id: doc.id,
    uploaded_at: iso(doc.createdAt)!,
    mime: doc.mime,
    bytes: doc.bytes,
    decision: (check?.decision as IdDocument['decision'] | undefined) ?? 'pending',
    decided_at: iso(check?.createdAt ?? null),
    id_expires_on: check?.idExpiresOn ?? null,
    reason: check?.reason ?? null,
  };
}

/** The order's payment as staff see it: the gateway's record (or cash on delivery's, once settled), in AED. */
function presentPayment(row: OrderPaymentRow | undefined): StaffOrderDetail['payment_record'] {
  if (!row) return null;
  return {
    provider: row.provider === 'cod' ? 'cod' : 'ngenius',
    reference: row.reference,
    state: row.gatewayState ?? row.state,
    amount: filsToAed(row.amountFils),
    captured: filsToAed(row.capturedFils),
    refunded: filsToAed(row.refundedFils),
  };
}

/**
 * The back office's orders (issue 25): the queue, one order with its buyer and their proof of age, and the ID check.
 * An ID is shown through a link signed for one staff member and a few minutes; every link given is audited.
 */
export function createOrdersStaff(deps: OrdersStaffDeps) {
  const { db, eids, now = () => new Date() } = deps;
  const repo = createOrdersRepo(db);
  const queue = createOrdersQueueRepo(db);
  const ages = createAgeChecksRepo(db);
  const payments = createOrderPaymentsRepo(db);
  /** An age decision and its audit entry, in one transaction. */
  const ageWrite = unitOfWork(db, (tx) => ({ ages: createAgeChecksRepo(tx), audit: createAuditRepo(tx) }));
  const sign = (docId: number, staffId: number, expires: number) =>
    createHmac('sha256', deps.secret).update(`eid-view\n${docId}\n${staffId}\n${expires}`).digest('base64url');

  async function found(ref: string): Promise<OrderRow> {
    const order = await repo.find(orderRef(ref));
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return order;
  }

  return {
    async list(query: StaffOrderQuery): Promise<StaffOrderList> {
      const today = shopToday(now());
      const [{ rows, total, counts }, newestId] = await Promise.all([queue.page(query, today), queue.newestId()]);
      return {
        orders: rows.map((r) => ({
          id: r.id,
          order_number: r.orderNumber,
          state: asState(r.state),
          version: r.version,
          created_at: iso(r.createdAt)!,
          customer_name: r.customerName,
          customer_email: r.customerEmail,
          customer_mobile: r.customerMobile,
          fulfilment: r.fulfilment,
          payment: r.payment,
          slot_start: iso(r.slotStart)!,
          slot_end: iso(r.slotEnd)!,
          total: filsToAed(r.totalFils),
          items: r.items,
          age_verified: r.ageVerified,
        })),
        total,
        page: query.page,
        pages: Math.max(1, Math.ceil(total / query.limit)),
        counts,
        newest_id: newestId,
      };
    },

    async detail(ref: string): Promise<StaffOrderDetail> {
      const order = await found(ref);
      const userId = order.userId;
      const [detail, verifiedUntil, documents, dob, payment] = await Promise.all([
        deps.orders.detailOf(order, STAFF_CREDIT_NOTES),
        userId === null ? undefined : ages.verifiedUntil(userId, shopToday(now())),
        userId === null ? [] : ages.documentsOf(userId),
        userId === null ? undefined : ages.dobOf(userId),
        payments.ofOrder(order.id),
      ]);
      return {
        ...detail,
        id: order.id,
        version: order.version,
        refusal_reason: (order.refusalReason as RefusalReason | null) ?? null,
        customer: {
          id: userId,
          name: order.customerName,
          email: order.customerEmail,
          mobile: order.customerMobile,
          dob: dob ?? null,
        },
        payment_record: presentPayment(payment),
        age: { verified_until: verifiedUntil ?? null, documents: documents.map(presentDocument) },
      };
    },

    /** A link to an upload, for this staff member only, for a few minutes; the view is audited. */
    async idDocumentLink(actor: StaffActor, docId: number): Promise<{ url: string; expires_at: string }> {
      const doc = await ages.document(docId);
      if (!doc) throw new NotFoundError('No Emirates ID upload has this id.');
      const expires = Math.floor(now().getTime() / 1000) + ID_LINK_SECONDS;
      await ageWrite(({ audit }) =>
        audit.record(actor, {
          action: 'eid.view',
          entity: 'eid',
          entityId: docId,
          before: null,
          after: { user_id: doc.userId },
        }),
      );
      const signature = sign(docId, actor.staffId, expires);
      return {
        url: `${deps.staffBase}/id-documents/${docId}/file?expires=${expires}&signature=${signature}`,
        expires_at: new Date(expires * 1000).toISOString(),
      };
    },

    /** The file behind a link: only for the member it was signed for, until it expires. */
    async idDocumentFile(staffId: number, docId: number, expires: number, signature: string) {
      const expected = Buffer.from(sign(docId, staffId, expires));
      const given = Buffer.from(signature);
      const valid = expected.length === given.length && timingSafeEqual(expected, given);
      if (!valid || expires * 1000 < now().getTime())
        throw new ForbiddenError(
          'This link to the Emirates ID has expired or is not yours. Open the ID again.',
          'ID_LINK_INVALID',
        );
      const doc = await ages.document(docId);
      const bytes = doc && (await eids.read(doc.fileName));
      if (!doc || !bytes) throw new NotFoundError('This Emirates ID is no longer on file.');
      return { bytes, mime: doc.mime };
    },

    /** Verifies or rejects an upload; a rejection tells the customer, with the reason, and asks for a valid ID. */
    async decideAge(actor: StaffActor, docId: number, body: AgeDecisionBody): Promise<IdDocument> {
      const doc = await ages.document(docId);
      if (!doc) throw new NotFoundError('No Emirates ID upload has this id.');
      if (body.decision === 'verified') {
        if (body.id_expires_on < shopToday(now()))
          throw new ConflictError('This ID has expired: reject it and ask for a valid one.');
        // The ID proves the account's age only if the account's own date of birth says 21 or over.
        const dob = await ages.dobOf(doc.userId);
        if (!dob || !isAtLeastAge(dob, now(), MINIMUM_AGE_YEARS))
          throw new ConflictError(
            "The account's date of birth is missing or under 21: this ID cannot prove the buyer's age.",
          );
      }
      const check = await ageWrite(async (tx) => {
        const row = await tx.ages.record({
          userId: doc.userId,
          eidDocumentId: doc.id,
          decision: body.decision,
          idExpiresOn: body.decision === 'verified' ? body.id_expires_on : null,
          reason: body.decision === 'rejected' ? body.reason : null,
          staffId: actor.staffId,
        });
        await tx.audit.record(actor, {
          action: `eid.${body.decision === 'verified' ? 'verify' : 'reject'}`,
          entity: 'eid',
          entityId: doc.id,
          before: null,
          after: { user_id: doc.userId, decision: row.decision, id_expires_on: row.idExpiresOn, reason: row.reason },
        });
        return row;
      });
      if (body.decision === 'rejected') await tellRejected(doc.userId, body.reason);
      return presentDocument({ doc, check });
    },
  };

  async function tellRejected(userId: number, reason: string): Promise<void> {
    const contact = await ages.contactOf(userId);
    const text =
      `We could not verify your Emirates ID: ${reason}. We hold your order until we can: please upload a clear ` +
      `photo of a valid Emirates ID on your order's page, ${deps.publicBaseUrl}${storefrontPath('accountOrders')}`;
    if (contact?.email)
      void deps.notifier
        .send({ channel: 'email', to: contact.email, subject: 'Your Emirates ID', text, purpose: 'order' })
        .catch(deps.onDeliveryError);
    if (contact?.mobile)
      void deps.notifier
        .send({ channel: 'sms', to: contact.mobile, text, purpose: 'order' })
        .catch(deps.onDeliveryError);
  }
}

export type OrdersStaff = ReturnType<typeof createOrdersStaff>;
