import {
  aedToFils,
  formatAed,
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  QUOTATION_MESSAGES,
  quotationIdOf,
  toPaged,
  type Paged,
  type Quotation,
  type QuotationAnswerBody,
  type QuotationStatus,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { Seller } from '../orders/index.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import { renderQuote } from './quote-pdf.ts';
import type { QuotationsRepo, QuotationWithLines } from './quotations.repo.ts';

export interface QuotationAnswersDeps {
  repo: QuotationsRepo;
  staffWrite: UnitOfWork<Audited<QuotationsRepo>>;
  notifier: Notifier;
  /** Who sells: printed on the quote. */
  seller: Seller;
  onDeliveryError: (err: unknown) => void;
  present: (found: QuotationWithLines) => Quotation;
}

const isAnswered = (q: Quotation) => q.total !== null && q.valid_until !== null;

/**
 * The trade team's answer to a quotation (issue 26, item 8): a price per line and a validity date, stored with the
 * status quoted and an audit entry in one transaction; then the buyer gets an e-mail with the quote as a PDF, and
 * sees the prices under My account, where the same PDF can be downloaded.
 */
export function createQuotationAnswers({
  repo,
  staffWrite,
  notifier,
  seller,
  onDeliveryError,
  present,
}: QuotationAnswersDeps) {
  async function find(idOrNumber: string): Promise<QuotationWithLines> {
    const id = quotationIdOf(idOrNumber);
    const found = id === null ? undefined : await repo.find(id);
    if (!found) throw new NotFoundError(QUOTATION_MESSAGES.notFound);
    return found;
  }

  async function tellBuyer(quotation: Quotation, revised: boolean): Promise<void> {
    const pdf = await renderQuote(quotation, seller);
    const validUntil = new Date(`${quotation.valid_until}T12:00:00+04:00`).toLocaleDateString('en-GB', {
      timeZone: 'Asia/Dubai',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await notifier.send({
      channel: 'email',
      to: quotation.email,
      subject: `${revised ? 'Your revised quotation' : 'Your quotation'} ${quotation.number} from Cellar`,
      text: [
        `Dear ${quotation.full_name},`,
        '',
        revised
          ? `Our trade team has revised the prices of your quotation ${quotation.number} for ${quotation.company_name}; these replace the earlier ones:`
          : `Our trade team has priced your quotation request ${quotation.number} for ${quotation.company_name}:`,
        '',
        ...quotation.lines.map((l) => `- ${l.qty} × ${l.name} (${l.size}) at ${formatAed(l.unit_price ?? 0)} each`),
        '',
        `Total: ${formatAed(quotation.total ?? 0)}, VAT included. These prices hold until ${validUntil}.`,
        ...(quotation.answer_note ? ['', quotation.answer_note] : []),
        '',
        'The quotation is attached as a PDF, and you can follow it under My account. Reply to this e-mail to confirm or ask for changes.',
        '',
        'Cellar, Dubai',
      ].join('\n'),
      purpose: 'quotation-answer',
      attachments: [{ filename: `${quotation.number}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  }

  return {
    /** The back office's list of one status, oldest first. */
    async page(status: QuotationStatus, page: number): Promise<Paged<Quotation>> {
      const { found, total } = await repo.page(status, page, INBOX_PAGE_SIZE);
      return toPaged(found.map(present), page, total, INBOX_PAGE_SIZE);
    },

    /**
     * Prices a received quotation, or revises a quoted one's prices (a buyer asked for changes): the new prices
     * replace the old, the audit keeps both, and the buyer gets the new quote.
     */
    async answer(actor: StaffActor, idOrNumber: string, body: QuotationAnswerBody): Promise<Quotation> {
      const found = await find(idOrNumber);
      const from = found.row.status;
      if (from !== 'received' && from !== 'quoted') throw new ConflictError(INBOX_MESSAGES.notAnswerable);
      const asked = new Set(found.lines.map((l) => l.id));
      if (body.lines.length !== asked.size || body.lines.some((l) => !asked.has(l.id)))
        throw new ValidationError(INBOX_MESSAGES.priceForEveryLine, { lines: [INBOX_MESSAGES.priceForEveryLine] });
      const prices = body.lines.map((l) => ({ lineId: l.id, unitPriceFils: aedToFils(l.unit_price) }));
      const priced = (list: ReadonlyArray<{ id: number; fils: number | null }>) =>
        Object.fromEntries(list.map((p) => [p.id, p.fils]));
      const row = await staffWrite(async (tx) => {
        const answered = await tx.repo.answer(found.row.id, prices, body.valid_until, body.note, from);
        if (answered)
          await tx.audit.record(actor, {
            action: from === 'received' ? 'quotation.answer' : 'quotation.revise',
            entity: 'quotation',
            entityId: answered.id,
            before:
              from === 'received'
                ? { status: 'received' }
                : {
                    status: 'quoted',
                    valid_until: found.row.validUntil,
                    prices: priced(found.lines.map((l) => ({ id: l.id, fils: l.unitPriceFils }))),
                  },
            after: {
              status: 'quoted',
              valid_until: body.valid_until,
              prices: priced(prices.map((p) => ({ id: p.lineId, fils: p.unitPriceFils }))),
            },
          });
        return answered;
      });
      if (!row) throw new ConflictError(INBOX_MESSAGES.notAnswerable);
      const quotation = present((await repo.find(row.id))!);
      // After the answer: a slow mail server keeps nobody waiting, and a failed send is logged, the answer kept.
      void tellBuyer(quotation, from === 'quoted').catch(onDeliveryError);
      return quotation;
    },

    /** The quote's PDF, for its buyer (their own, answered, quotation) or for staff (`userId` null). */
    async quotePdf(idOrNumber: string, userId: number | null): Promise<{ number: string; pdf: Buffer }> {
      const found = await find(idOrNumber);
      const quotation = present(found);
      if ((userId !== null && found.row.userId !== userId) || !isAnswered(quotation))
        throw new NotFoundError(QUOTATION_MESSAGES.notFound);
      return { number: quotation.number, pdf: await renderQuote(quotation, seller) };
    },
  };
}

export type QuotationAnswers = ReturnType<typeof createQuotationAnswers>;
