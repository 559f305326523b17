import { htmlToText, QUOTATION_MESSAGES } from '@shop/shared/rules';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductActionTarget } from '@/components/product-actions';
import { notify } from '@/lib/toast';
import { useQuotationList } from '../hooks/use-quotation-list';
import { QtyInput } from './qty-input';
import { QuotationForm, type QuotationContact } from './quotation-form';
import './quotations.css';

export interface ProductQuoteProps {
  /** The product and the size chosen above (the purchase box's size selector). */
  product: ProductActionTarget;
  /** The account's details for the form; undefined while they load, null when they cannot be read. */
  contact: QuotationContact | null | undefined;
}

/**
 * What a corporate buyer gets instead of the cart on a product page (spec section 6, decision 017): a quantity for
 * the chosen size, 'Request a quotation' (which puts it on the buyer's quotation list and opens the request below)
 * and 'Add to quotation list' for buyers gathering several products before sending one request.
 */
export function ProductQuote({ product, contact }: ProductQuoteProps) {
  const list = useQuotationList();
  const [qty, setQty] = useState(1);
  const [open, setOpen] = useState(false);
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const size = product.variation;

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  if (!size) return null;
  const line = {
    price_variation_id: size.id,
    route: product.route,
    name: htmlToText(product.name),
    size: size.value,
    qty,
  };
  const count = list.lines.length;

  return (
    <section className="quote-box" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="quote-box__title">
        Buying for your company?
      </h2>
      <p className="quote-box__lead">Ask our trade team for a price on any quantity of this size.</p>
      <div className="quote-box__row">
        <div className="quote-box__qty">
          <label htmlFor={`${ids}-qty`}>Quantity</label>
          <QtyInput id={`${ids}-qty`} className="field__input" value={qty} onChange={setQty} />
        </div>
        <button
          type="button"
          className="btn btn--primary quote-box__cta"
          onClick={() => {
            list.upsert(line);
            setOpen(true);
          }}
        >
          Request a quotation
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            list.upsert(line);
            notify('success', QUOTATION_MESSAGES.added);
          }}
        >
          Add to quotation list
        </button>
      </div>
      {count > 0 && !open ? (
        <p className="quote-box__list">
          {`Your quotation list has ${count} ${count === 1 ? 'product' : 'products'}. `}
          <button type="button" className="link-button" onClick={() => setOpen(true)}>
            Review and send
          </button>
        </p>
      ) : null}
      {open ? (
        <div className="quote-box__panel">
          <div className="quote-box__panel-head">
            <h3 ref={heading} id={`${ids}-form`} tabIndex={-1}>
              Your quotation request
            </h3>
            <button type="button" className="link-button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          {contact === undefined ? (
            <p role="status">Loading your company details…</p>
          ) : (
            <QuotationForm contact={contact} labelledBy={`${ids}-form`} />
          )}
        </div>
      ) : null}
    </section>
  );
}
