import {
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type Returnable,
  type ReturnReason,
} from '@shop/shared/rules';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ChoiceList } from '@/components/ui/choice-list';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { shopDate } from '@/lib/shop-date';
import { notify } from '@/lib/toast';
import { useRequestReturn } from '../api/request-return';
import {
  checkReturn,
  emptyDraft,
  needsUnopened,
  RETURN_FIELDS,
  type ReturnDraft,
  type ReturnField,
} from './return-draft';
import './returns.css';

/** The panel's id: the order's "Return items" button controls it. */
export const RETURN_FORM_ID = 'return-request';

interface ReturnFormProps {
  orderNumber: string;
  returnable: NonNullable<Returnable>;
  /** Closes the form (Cancel, Escape); `sent` once the request went through. */
  onClose: (sent: boolean) => void;
}

/**
 * The return request (decision 028), a panel under the order's head: how many of each line, why, and for a change of
 * mind the shopper's word that the goods are unopened. Checked before sending with the server's own texts; what the
 * server still refuses shows on the form. Escape or Cancel closes it.
 */
export function ReturnForm({ orderNumber, returnable, onClose }: ReturnFormProps) {
  const [draft, setDraft] = useState<ReturnDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors<ReturnField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestReturn(orderNumber);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => heading.current?.focus(), []);

  const update = (patch: Partial<ReturnDraft>, field: ReturnField) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkReturn(draft, returnable);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstInvalid(form.current, RETURN_FIELDS, checked.errors);
      return;
    }
    request.mutate(checked.body, {
      onSuccess: () => {
        notify('success', RETURN_MESSAGES.requested);
        onClose(true);
      },
      onError: (err) => {
        const fields = serverFieldErrors(err, RETURN_FIELDS, 'lines');
        setErrors(fields);
        if (!focusFirstInvalid(form.current, RETURN_FIELDS, fields))
          setFailure(errorText(err, 'Your return could not be sent. Please try again.'));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !request.isPending) {
      event.stopPropagation();
      onClose(false);
    }
  };

  return (
    <section id={RETURN_FORM_ID} className="panel return-request" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Return items
      </h2>
      <p className="return-request__until">
        {'You can ask for a return until '}
        <time dateTime={returnable.until}>{shopDate(returnable.until)}</time>.
      </p>
      <form ref={form} className="return-request__form" onSubmit={submit} noValidate>
        <fieldset className="return-lines" aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
          <legend className="field__label">Which items, and how many?</legend>
          {errors.lines ? (
            <p id={`${id}-lines-error`} className="field__error" role="alert">
              {errors.lines}
            </p>
          ) : null}
          <ul className="return-lines__list">
            {returnable.lines.map((line) => (
              <li key={line.line_id} className="return-line">
                <label className="return-line__name" htmlFor={`${id}-line-${line.line_id}`}>
                  {line.name}
                  <span className="return-line__meta">{`${line.size ? `${line.size} · ` : ''}up to ${line.qty}`}</span>
                </label>
                <select
                  id={`${id}-line-${line.line_id}`}
                  name="lines"
                  className="field__input return-line__qty"
                  value={draft.qty[line.line_id] ?? 0}
                  aria-invalid={errors.lines ? true : undefined}
                  onChange={(e) => update({ qty: { ...draft.qty, [line.line_id]: Number(e.target.value) } }, 'lines')}
                >
                  {Array.from({ length: line.qty + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
        </fieldset>
        <ChoiceList<ReturnReason>
          name="reason"
          legend="Why are you returning them?"
          options={RETURN_REASONS.map((reason) => ({ value: reason, title: RETURN_REASON_LABELS[reason] }))}
          value={draft.reason}
          onChange={(reason) => update({ reason }, 'reason')}
          error={errors.reason}
        />
        {needsUnopened(draft.reason) ? (
          <div className="return-request__unopened">
            <label className="check">
              <input
                type="checkbox"
                name="unopened"
                checked={draft.unopened}
                aria-invalid={errors.unopened ? true : undefined}
                aria-describedby={errors.unopened ? `${id}-unopened-error` : undefined}
                onChange={(e) => update({ unopened: e.target.checked }, 'unopened')}
              />
              The items are unopened and in their original condition
            </label>
            {errors.unopened ? (
              <p id={`${id}-unopened-error`} className="field__error" role="alert">
                {errors.unopened}
              </p>
            ) : null}
          </div>
        ) : null}
        <FormField label="A note for us (optional)" error={errors.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              className="field__input return-request__note"
              rows={3}
              maxLength={500}
              value={draft.note}
              onChange={(e) => update({ note: e.target.value }, 'note')}
            />
          )}
        </FormField>
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="return-request__actions">
          <button type="submit" className="btn btn--primary" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send the return request'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => onClose(false)} disabled={request.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
