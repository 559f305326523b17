import {
  filsToAed,
  QUOTATION_STATUS_LABELS,
  quotationNumber,
  type Quotation,
  type QuotationStatus,
} from '@shop/shared';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import type { CatalogView } from '../catalog/index.ts';
import type { QuotationWithLines } from './quotations.repo.ts';

/** A request as the buyer and the back office read it: its lines link to the product while it is on sale. */
export function presentQuotation({ row, lines }: QuotationWithLines, onSale: CatalogView): Quotation {
  const priced = lines.length > 0 && lines.every((line) => line.unitPriceFils !== null);
  return {
    id: row.id,
    number: quotationNumber(row.id),
    status: row.status as QuotationStatus,
    status_label: QUOTATION_STATUS_LABELS[row.status as QuotationStatus],
    created_at: toIsoTimestamp(row.createdAt),
    updated_at: toIsoTimestamp(row.updatedAt),
    company_name: row.companyName,
    full_name: row.contactName,
    email: row.email,
    mobile: row.mobile,
    event_type: row.eventType,
    message: row.message,
    lines: lines.map((line) => {
      const product = line.productId === null ? undefined : onSale.product(line.productId);
      return {
        id: line.id,
        price_variation_id: line.priceVariationId,
        name: line.name,
        size: line.size,
        qty: line.qty,
        product: product ? { route: product.route, category_route: product.card.category.route } : null,
        unit_price: line.unitPriceFils === null ? null : filsToAed(line.unitPriceFils),
      };
    }),
    valid_until: row.validUntil,
    total: priced ? filsToAed(lines.reduce((sum, line) => sum + line.unitPriceFils! * line.qty, 0)) : null,
    answer_note: row.answerNote,
  };
}
