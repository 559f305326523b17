import { EID_TYPES, MINIMUM_AGE_YEARS } from '@shop/shared/rules';
import { FormField } from '@/components/ui/form-field';

/**
 * The Emirates ID (issue 9): a photo or scan, needed once, for the first order, as proof of age. Sent with
 * `POST /auth/upload-eid` when the order is placed.
 */
export function EidField({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}) {
  return (
    <section className="checkout__section" aria-labelledby="eid-title">
      <h2 id="eid-title" className="checkout__heading">
        Proof of age
      </h2>
      <p className="checkout__note">{`Your first order needs a copy of your Emirates ID. We keep it privately, only to show you are ${MINIMUM_AGE_YEARS} or over.`}</p>
      <FormField
        label="Emirates ID (front)"
        error={error}
        hint={file ? `Chosen: ${file.name}` : 'A photo or scan: JPEG, PNG, WebP or PDF, up to 10 MB.'}
      >
        {(c) => (
          <input
            {...c}
            className="field__input field__input--file"
            type="file"
            accept={EID_TYPES.join(',')}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
    </section>
  );
}
