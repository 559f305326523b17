import type { IdDocument } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../components/alert.tsx';
import { AgeDecisionForm } from './age-decision-form.tsx';
import { bytesLabel, formatDateTime, formatDay } from './format.ts';
import { idDocumentLink } from './orders-api.ts';

function DecisionTag({ doc }: { doc: IdDocument }) {
  if (doc.decision === 'verified')
    return (
      <span className="tag tag--ok">
        Verified{doc.id_expires_on && `, ID valid until ${formatDay(doc.id_expires_on)}`}
      </span>
    );
  if (doc.decision === 'rejected')
    return <span className="tag tag--bad">Rejected{doc.reason && `: ${doc.reason}`}</span>;
  return <span className="tag tag--warn">Waiting for a decision</span>;
}

/**
 * One Emirates ID upload: its decision, the file behind a link signed for this member for a few minutes (each view
 * is audited), and the decision form while it waits for one.
 */
export function IdDocumentItem({ document: doc, customerName }: { document: IdDocument; customerName: string }) {
  const [shown, setShown] = useState(false);
  const link = useMutation({ mutationFn: () => idDocumentLink(doc.id), onSuccess: () => setShown(true) });
  const pdf = doc.mime === 'application/pdf';
  const uploaded = formatDateTime(doc.uploaded_at);
  return (
    <li className="document">
      <div className="document__head">
        <p className="document__what">
          Emirates ID uploaded {uploaded}
          <span className="cell-sub">
            {pdf ? 'PDF' : doc.mime.replace('image/', '').toUpperCase() + ' image'}, {bytesLabel(doc.bytes)}
          </span>
        </p>
        <DecisionTag doc={doc} />
      </div>
      <button
        type="button"
        className="button"
        aria-expanded={shown}
        disabled={link.isPending}
        onClick={() => (shown ? setShown(false) : link.mutate())}
      >
        {link.isPending ? 'Opening…' : shown ? 'Hide ID' : 'View ID'}
      </button>
      <ErrorAlert error={link.error} />
      {shown &&
        link.data &&
        (pdf ? (
          <p>
            <a href={link.data.url} target="_blank" rel="noopener noreferrer">
              Open the ID (PDF) in a new tab
            </a>{' '}
            (the link works for 5 minutes)
          </p>
        ) : (
          <img
            className="document__image"
            src={link.data.url}
            alt={`Emirates ID uploaded by ${customerName}, ${uploaded}`}
          />
        ))}
      {doc.decision === 'pending' && <AgeDecisionForm document={doc} />}
    </li>
  );
}
