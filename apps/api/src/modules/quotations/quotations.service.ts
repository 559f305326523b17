import {
  DAY_MS,
  htmlToText,
  QUOTATION_MESSAGES,
  QUOTATION_STATUS_LABELS,
  QUOTATION_TRANSITIONS,
  QUOTATIONS_PER_DAY,
  quotationIdOf,
  quotationNumber,
  type AuthUser,
  type Quotation,
  type QuotationBody,
  type QuotationStatus,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { Seller } from '../orders/index.ts';
import { createQuotationAnswers } from './quotation-answers.ts';
import { presentQuotation } from './quotation-presenting.ts';
import type { NewQuotationLine, QuotationsRepo, QuotationWithLines } from './quotations.repo.ts';

export interface QuotationsServiceDeps {
  repo: QuotationsRepo;
  transaction: UnitOfWork<QuotationsRepo>;
  /** A staff move and its audit entry, in one transaction (issue 25). */
  staffWrite: UnitOfWork<Audited<QuotationsRepo>>;
  /** The catalog as it is now: which sizes are on sale, with their names. */
  catalog: () => CatalogView;
  notifier: Notifier;
  /** The shop's inbox (`CONTACT_EMAIL`), where the trade team reads requests. */
  inbox: string;
  /** Who sells: printed on the quote's PDF. */
  seller: Seller;
  onDeliveryError: (err: unknown) => void;
}

/** Requests a buyer sees on /account: far more than anyone keeps open. */
const LIST_LIMIT = 100;
/** The size column's width. */
const SIZE_MAX = 60;

/** An item that names no size on sale: a 400 naming it, as a field error of that line. */
class UnknownItemError extends AppError {
  constructor(line: number, id: number) {
    const message = QUOTATION_MESSAGES.unknownItem(line, id);
    super(400, 'VALIDATION_FAILED', message, { [`items.${line - 1}.price_variation_id`]: [message] });
  }
}

const lineText = (lines: readonly { name: string; size: string; qty: number }[]) =>
  lines.map((l) => `- ${l.qty} × ${l.name} (${l.size})`).join('\n');

/**
 * Corporate quotations (decision 017): a buyer asks for prices on sizes and quantities; the request is stored with
 * its lines in one transaction, then acknowledged to the buyer and sent to the shop's inbox. The trade team answers
 * by e-mail and moves the status (received → quoted → closed) with `npm run quotation:status`.
 */
export function createQuotationsService({
  repo,
  transaction,
  staffWrite,
  catalog,
  notifier,
  inbox,
  seller,
  onDeliveryError,
}: QuotationsServiceDeps) {
  const send = (to: string, subject: string, text: string, purpose: string) =>
    void notifier.send({ channel: 'email', to, subject, text, purpose }).catch(onDeliveryError);

  /** Spec section 6 keeps corporate buyers from ordering; quotations are their way in, and theirs alone. */
  function assertCorporate(user: AuthUser): void {
    if (user.user_type !== 'corporate') throw new ForbiddenError(QUOTATION_MESSAGES.corporateOnly, 'CORPORATE_ONLY');
  }

  const present = (found: QuotationWithLines) => presentQuotation(found, catalog());

  return {
    ...createQuotationAnswers({ repo, staffWrite, notifier, seller, onDeliveryError, present }),

    /** `POST /product-quotation`: every item must be a size on sale; the name and size are kept as they are now. */
    async request(user: AuthUser, body: QuotationBody): Promise<{ id: number; number: string }> {
      assertCorporate(user);
      const onSale = catalog();
      const lines: NewQuotationLine[] = body.items.map((item, i) => {
        const found = onSale.sizeById(item.price_variation_id);
        if (!found) throw new UnknownItemError(i + 1, item.price_variation_id);
        return {
          productId: found.product.id,
          priceVariationId: found.size.id,
          name: htmlToText(found.product.card.name),
          size: found.size.value.slice(0, SIZE_MAX),
          qty: item.qty,
        };
      });
      // Counted and stored under the account's lock: requests sent at once cannot pass the daily cap together.
      const row = await transaction(async (tx) => {
        await tx.lockAccount(user.id);
        if ((await tx.countSince(user.id, new Date(Date.now() - DAY_MS))) >= QUOTATIONS_PER_DAY)
          throw new TooManyRequestsError(QUOTATION_MESSAGES.tooManyToday);
        return tx.insert(
          {
            userId: user.id,
            companyName: body.company_name,
            contactName: body.full_name,
            email: body.email,
            mobile: body.mobile,
            eventType: body.event_type,
            message: body.message,
          },
          lines,
        );
      });
      const number = quotationNumber(row.id);
      send(
        inbox,
        `Quotation request ${number}: ${body.company_name}`,
        [
          `From: ${body.full_name}, ${body.company_name} <${body.email}>, ${body.mobile}`,
          `Account: #${user.id}`,
          ...(body.event_type ? [`Event: ${body.event_type}`] : []),
          '',
          lineText(lines),
          '',
          body.message,
          '',
          `Reply to ${body.email}, then mark it quoted: npm run quotation:status -- ${number} quoted`,
        ].join('\n'),
        'quotation',
      );
      send(
        body.email,
        `We have your quotation request ${number}`,
        [
          `Dear ${body.full_name},`,
          '',
          `Thank you for asking Cellar for a quotation. Your request ${number} for ${body.company_name}:`,
          '',
          lineText(lines),
          '',
          'Our trade team replies with prices and availability within one working day. You can follow its status under My account.',
          '',
          'Cellar, Dubai',
        ].join('\n'),
        'quotation-acknowledgement',
      );
      return { id: row.id, number };
    },

    /** `GET /auth/quotations`: the buyer's own requests, newest first. */
    async list(user: AuthUser): Promise<Quotation[]> {
      assertCorporate(user);
      return (await repo.listForUser(user.id, LIST_LIMIT)).map(present);
    },

    /** The staff call: moves a request (by number or id) along the allowed transitions and tells the buyer. */
    async move(actor: StaffActor, idOrNumber: string, to: QuotationStatus): Promise<Quotation> {
      const id = quotationIdOf(idOrNumber);
      const found = id === null ? undefined : await repo.find(id);
      if (!found) throw new NotFoundError(QUOTATION_MESSAGES.notFound);
      const from = found.row.status as QuotationStatus;
      if (!QUOTATION_TRANSITIONS[from].includes(to)) throw new ConflictError(QUOTATION_MESSAGES.cannotMove(from, to));
      const moved = await staffWrite(async (tx) => {
        const row = await tx.repo.moveStatus(found.row.id, from, to);
        if (row)
          await tx.audit.record(actor, {
            action: 'quotation.move',
            entity: 'quotation',
            entityId: row.id,
            before: { status: from },
            after: { status: to },
          });
        return row;
      });
      if (!moved) throw new ConflictError(QUOTATION_MESSAGES.cannotMove(from, to));
      const number = quotationNumber(moved.id);
      send(
        moved.email,
        `Your quotation request ${number} is ${QUOTATION_STATUS_LABELS[to].toLowerCase()}`,
        [
          `Dear ${moved.contactName},`,
          '',
          to === 'quoted'
            ? `Our trade team has sent you its quotation for request ${number}. Reply to that e-mail to confirm or ask for changes.`
            : `Your quotation request ${number} is now closed. Thank you for asking Cellar; we are here for your next event.`,
          '',
          'Cellar, Dubai',
        ].join('\n'),
        'quotation-status',
      );
      return present({ row: moved, lines: found.lines });
    },
  };
}

export type QuotationsService = ReturnType<typeof createQuotationsService>;
