import type { StaffOrderDetail } from '@shop/shared/rules';
import { AGE_TITLE_ID } from './age-decision-form.tsx';
import { formatDay } from './format.ts';
import { IdDocumentItem } from './id-document.tsx';

/** The buyer's proof of age (for members who may check IDs): whether it holds today, and each upload. */
export function ProofOfAge({ order }: { order: StaffOrderDetail }) {
  const { verified_until: until, documents } = order.age;
  return (
    <section className="panel area-age" aria-labelledby={AGE_TITLE_ID}>
      <h2 id={AGE_TITLE_ID} tabIndex={-1}>
        Proof of age
      </h2>
      <p className={`age-status ${until ? 'age-status--ok' : 'age-status--warn'}`} role="status">
        {until ? `Age verified: the ID is valid until ${formatDay(until)}.` : 'Age not verified yet.'}
      </p>
      {documents.length === 0 ? (
        <p>The customer has uploaded no Emirates ID.</p>
      ) : (
        <ul className="documents">
          {documents.map((doc) => (
            <IdDocumentItem key={doc.id} document={doc} customerName={order.customer.name} />
          ))}
        </ul>
      )}
    </section>
  );
}
