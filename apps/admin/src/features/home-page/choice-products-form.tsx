import type { StaffChoice } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { setChoiceProducts } from './home-page-api.ts';

/** Numbers typed apart by commas, spaces or lines; anything else is sent as it is, for the server to say so. */
function productIdsOf(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** The first few names of a list's products, and how many more: enough to recognise the list. */
function productsText(names: readonly string[]): string {
  if (!names.length) return 'No products yet.';
  const shown = names.slice(0, SHOWN_NAMES).join(', ');
  const more = names.length - SHOWN_NAMES;
  return `${names.length} ${names.length === 1 ? 'product' : 'products'}: ${shown}${more > 0 ? ` and ${more} more` : ''}.`;
}

const SHOWN_NAMES = 5;

/** An our-choice list's products: shown by name, in order, and set all at once by their numbers. */
export function ChoiceProducts({ choice, onSaved }: { choice: StaffChoice; onSaved: () => Promise<unknown> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const save = useMutation({
    mutationFn: (ids: number[]) => setChoiceProducts(choice.id, ids),
    onSuccess: async () => {
      await onSaved();
      setOpen(false);
    },
  });
  const problem = save.error instanceof ApiError ? save.error.fields.product_ids?.[0] : undefined;
  return (
    <div className="choice-products">
      <p className="small">{productsText(choice.products.map((p) => p.name))}</p>
      {open ? (
        <form
          aria-label={`Products of ${choice.title}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(productIdsOf(text));
          }}
        >
          <div className="field">
            <label htmlFor={id}>Product numbers, in order</label>
            <textarea
              id={id}
              rows={3}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            />
            <p className="field__hint" id={`${id}-hint`}>
              Separated by commas or spaces; the first is shown first.
            </p>
            {problem && (
              <p className="field__error" id={`${id}-error`}>
                {problem}
              </p>
            )}
          </div>
          {!problem && <ErrorAlert error={save.error} />}
          <button className="button button--primary" type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save products'}
          </button>{' '}
          <button className="button" type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          aria-label={`Products of ${choice.title}`}
          onClick={() => {
            save.reset();
            setText(choice.products.map((p) => p.id).join(', '));
            setOpen(true);
          }}
        >
          Products
        </button>
      )}
    </div>
  );
}
