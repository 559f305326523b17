import { useState } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { saveFile } from '@/lib/save-file';

/** Downloads an answered quotation's quote (a PDF fetched with the buyer's token, as the invoice is). */
export function QuoteButton({ number }: { number: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await api.blob(`/auth/quotations/${encodeURIComponent(number)}/quote.pdf`), `${number}.pdf`);
    } catch (err) {
      notify(
        'error',
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'The quote could not be downloaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? 'Preparing the quote...' : 'Download the quote (PDF)'}
    </button>
  );
}
