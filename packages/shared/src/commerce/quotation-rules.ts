/** Lines one quotation request may hold (decision 017): a buyer's event list, not a catalogue export. */
export const QUOTATION_MAX_LINES = 50;
/** Largest quantity of one line (the database's check says the same). */
export const QUOTATION_MAX_QTY = 10_000;
/** Requests one account may send in a day, on top of the per-client rate limit: the trade team answers each by hand. */
export const QUOTATIONS_PER_DAY = 20;

/** A quotation's life (decision 017): received, then quoted by the trade team, then closed (or closed unanswered). */
export const QUOTATION_STATUSES = ['received', 'quoted', 'closed'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** Where each status may go next. */
export const QUOTATION_TRANSITIONS: Readonly<Record<QuotationStatus, readonly QuotationStatus[]>> = {
  received: ['quoted', 'closed'],
  quoted: ['closed'],
  closed: [],
};

/** How a status reads to a buyer. */
export const QUOTATION_STATUS_LABELS: Readonly<Record<QuotationStatus, string>> = {
  received: 'Received',
  quoted: 'Quoted',
  closed: 'Closed',
};

/**
 * What a buyer may say the quotation is for (the storefront's choices; the API takes any short text, as the spec's
 * client sends).
 */
export const QUOTATION_EVENT_TYPES = [
  'Corporate event',
  'Conference',
  'Client gifts',
  'Wedding',
  'Private party',
  'Hotel or restaurant supply',
  'Other',
] as const;

/** Texts of quotations (ours: the spec shows none). */
export const QUOTATION_MESSAGES = {
  noItems: 'Please add at least one product to your quotation.',
  tooManyItems: `A quotation takes at most ${QUOTATION_MAX_LINES} products.`,
  qtyInvalid: `Please enter a quantity from 1 to ${QUOTATION_MAX_QTY.toLocaleString('en-US')}.`,
  itemInvalid: 'Please choose a product size.',
  unknownItem: (line: number, id: number) => `Item ${line} (size #${id}) is not a product we sell. Please remove it.`,
  corporateOnly: 'Quotations are for corporate accounts. Please log in with your company account.',
  tooManyToday:
    'You have sent many quotation requests today. Our trade team will reply to those first; please try again tomorrow.',
  notFound: 'Quotation not found.',
  cannotMove: (from: string, to: string) => `A ${from} quotation cannot become ${to}.`,
  added: 'Added to your quotation list.',
} as const;

/** The number a buyer quotes to the shop: `QUO-000123`. */
export function quotationNumber(id: number): string {
  return `QUO-${String(id).padStart(6, '0')}`;
}

/** A quotation's id from its number or its bare id (`QUO-000123`, `123`), or null. */
export function quotationIdOf(value: string): number | null {
  const match = /^(?:QUO-)?(\d{1,9})$/i.exec(value.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
