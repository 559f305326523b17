import {
  MAX_STOCK,
  STOCK_REASON_MAX_LENGTH,
  STOCK_REASON_MIN_LENGTH,
  type StockAnswer,
  type StockSize,
} from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { setStock, stockKeys } from './stock-api.ts';
import { formId } from './stock-rows.tsx';

/** Reasons staff give most, offered as they type (any other is fine). */
const REASONS = ['Stock count', 'Delivery received', 'Breakage', 'Returned by a customer', 'Correction'];

interface SetStockFormProps {
  size: StockSize;
  onSaved: (answer: StockAnswer) => void;
  onClose: () => void;
}

/**
 * One size's counted stock and why it changes (the audit log keeps both). The server checks the number and the
 * reason, and its words show on the field concerned; the list is read again once it is saved.
 */
export function SetStockForm({ size, onSaved, onClose }: SetStockFormProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: { stock: number; reason: string }) => setStock(size.price_variation_id, body),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: stockKeys.all });
      onSaved(answer);
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const onField = Boolean(fields.stock?.length || fields.reason?.length);
  // The server names the field in lower case ("stock must be a number."): said as a sentence under it.
  const problem = (name: string) => fields[name]?.[0]?.replace(/^./, (first) => first.toUpperCase());
  const reasonsId = `set-stock-${size.price_variation_id}-reasons`;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('stock') ?? '').trim();
    // Nothing typed is sent as no number (null), for the server to say so, rather than as 0.
    save.mutate({ stock: typed === '' ? Number.NaN : Number(typed), reason: String(form.get('reason') ?? '') });
  };

  return (
    <form
      id={formId(size.price_variation_id)}
      className="stock-form"
      aria-label={`Set the stock of ${size.name}, ${size.size}`}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && !save.isPending && onClose()}
    >
      <div className="stock-form__fields">
        <Field
          className="stock-form__count"
          label="New stock"
          name="stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STOCK}
          step={1}
          required
          autoFocus
          defaultValue={size.stock}
          hint={`Now ${size.stock}.`}
          error={problem('stock')}
        />
        <Field
          className="stock-form__reason"
          label="Reason"
          name="reason"
          required
          minLength={STOCK_REASON_MIN_LENGTH}
          maxLength={STOCK_REASON_MAX_LENGTH}
          list={reasonsId}
          autoComplete="off"
          hint="Kept in the audit log: a count, a delivery, breakage…"
          error={problem('reason')}
        />
        <datalist id={reasonsId}>
          {REASONS.map((reason) => (
            <option key={reason} value={reason} />
          ))}
        </datalist>
      </div>
      {!onField && <ErrorAlert error={save.error} />}
      <div className="stock-form__actions">
        <button className="button button--primary" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save stock'}
        </button>
        <button className="button" type="button" onClick={onClose} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
