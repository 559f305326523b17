import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { getInvoice, saveFile } from '../api/get-invoice';

/** Downloads the tax invoice (a PDF fetched with the shopper's token). */
export function InvoiceButton({ orderNumber }: { orderNumber: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getInvoice(orderNumber), `invoice-${orderNumber}.pdf`);
    } catch (err) {
      notify(
        'error',
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'The invoice could not be downloaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? 'Preparing the invoice...' : 'Download tax invoice (PDF)'}
    </button>
  );
}
