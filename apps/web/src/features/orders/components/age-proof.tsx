import { eidFileProblem, EID_TYPES, type OrderDetail } from '@shop/shared/rules';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useReplaceEid } from '../api/replace-eid';

/**
 * Where the buyer's proof of age stands while the shop holds the order for it (issue 25, item 6a). Staff check every
 * Emirates ID before an order is confirmed; one they could not verify is rejected with a reason, and a new one is
 * uploaded here. Nothing shows once the age is proven or the order has moved on.
 */
export function AgeProof({ order }: { order: Pick<OrderDetail, 'order_number' | 'age_proof'> }) {
  const proof = order.age_proof;
  if (!proof || proof.state === 'verified') return null;
  return (
    <section className="panel age-proof" aria-labelledby="age-proof-title">
      <h2 id="age-proof-title">Proof of age</h2>
      {proof.state === 'checking' ? (
        <p role="status">We are checking your Emirates ID. We confirm your order as soon as it is verified.</p>
      ) : (
        <>
          <p className="age-proof__problem">
            {proof.state === 'rejected'
              ? `We could not verify your Emirates ID: ${proof.reason}. We hold your order until we can.`
              : 'We need a valid Emirates ID to confirm your order. We hold it until then.'}
          </p>
          <NewEidForm orderNumber={order.order_number} />
        </>
      )}
    </section>
  );
}

function NewEidForm({ orderNumber }: { orderNumber: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useReplaceEid(orderNumber);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? eidFileProblem(file) : 'Please choose a photo or scan of your Emirates ID.';
    setError(problem);
    if (problem || !file) return;
    upload.mutate(file, {
      onError: (err) =>
        setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Oops, Something went wrong!'),
    });
  };
  return (
    <form className="age-proof__form" onSubmit={submit} noValidate>
      <FormField
        label="A new Emirates ID (front)"
        error={error}
        hint={file ? `Chosen: ${file.name}` : 'A clear photo or scan: JPEG, PNG, WebP or PDF, up to 10 MB.'}
      >
        {(control) => (
          <input
            {...control}
            className="field__input field__input--file"
            type="file"
            accept={EID_TYPES.join(',')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn--primary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Send the new ID'}
      </button>
    </form>
  );
}
