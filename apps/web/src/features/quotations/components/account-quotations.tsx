import { useId, useState } from 'react';
import { useQuotationList } from '../hooks/use-quotation-list';
import { QuotationForm, type QuotationContact } from './quotation-form';
import { QuotationsList } from './quotations-list';
import './quotations.css';

/**
 * The corporate buyer's quotations on /account (decision 017): a list gathered on product pages and not sent yet,
 * ready to review and send, then every request with its status (Received, Quoted, Closed).
 */
export function AccountQuotations({ contact }: { contact: QuotationContact | null | undefined }) {
  const ids = useId();
  const { lines } = useQuotationList();
  // Once shown, the draft stays (its thank-you replaces it) even though sending empties the list.
  const [drafting, setDrafting] = useState(false);
  if (lines.length > 0 && !drafting) setDrafting(true);

  return (
    <section className="panel quotations" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>My quotations</h2>
      {drafting ? (
        <div className="quotations__draft">
          <h3 id={`${ids}-draft`}>Your quotation list, not sent yet</h3>
          {contact === undefined ? (
            <p role="status">Loading your company details…</p>
          ) : (
            <QuotationForm contact={contact} labelledBy={`${ids}-draft`} linkToAccount={false} />
          )}
        </div>
      ) : null}
      <QuotationsList />
    </section>
  );
}
