import { QUOTE_NOTE_MAX_LENGTH, QUOTE_VALID_MAX_DAYS, formatAed, shopToday, type Quotation } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { answerQuotation, inboxKeys } from './inbox-api.ts';

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A price as typed, in AED: a number, or NaN for the server to say what is wrong. */
const typedPrice = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

/**
 * The trade team's answer: a price of one for each line (AED, VAT included) and the last day the prices hold. The
 * total follows as prices are typed; the buyer is e-mailed the quote as a PDF once it is sent. A quoted quotation's
 * form starts from its prices, to revise them.
 */
export function QuotationAnswerForm({ quotation, onDone }: { quotation: Quotation; onDone?: () => void }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const today = shopToday(new Date());
  const revising = quotation.status === 'quoted';
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(quotation.lines.filter((l) => l.unit_price !== null).map((l) => [l.id, String(l.unit_price)])),
  );
  const answer = useMutation({
    mutationFn: (form: FormData) =>
      answerQuotation(quotation.number, {
        lines: quotation.lines.map((l) => ({ id: l.id, unit_price: typedPrice(prices[l.id] ?? '') })),
        valid_until: String(form.get('valid_until') ?? ''),
        note: String(form.get('note') ?? ''),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      onDone?.();
    },
  });
  const fields = answer.error instanceof ApiError ? answer.error.fields : {};
  const problem = (name: string) => fields[name]?.[0];
  const total = quotation.lines.reduce((sum, l) => sum + (typedPrice(prices[l.id] ?? '') || 0) * l.qty, 0);

  return (
    <form
      className="quote-form"
      aria-label={`${revising ? 'Revise' : 'Answer'} quotation ${quotation.number}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        answer.mutate(new FormData(event.currentTarget));
      }}
    >
      <table className="lines-table quote-form__lines">
        <caption className="visually-hidden">Prices of quotation {quotation.number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Qty
            </th>
            <th scope="col" className="num">
              Price of one (AED)
            </th>
          </tr>
        </thead>
        <tbody>
          {quotation.lines.map((line, i) => {
            const error = problem(`lines.${i}.unit_price`);
            return (
              <tr key={line.id}>
                <td>
                  {line.name} <span className="cell-sub">{line.size}</span>
                </td>
                <td className="num">{line.qty.toLocaleString('en-US')}</td>
                <td className="num">
                  <input
                    className="quote-form__price"
                    inputMode="decimal"
                    aria-label={`Price of one ${line.name}, ${line.size}, in AED`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${ids}-${line.id}-error` : undefined}
                    value={prices[line.id] ?? ''}
                    onChange={(event) => setPrices({ ...prices, [line.id]: event.target.value })}
                  />
                  {error && (
                    <p className="field__error" id={`${ids}-${line.id}-error`}>
                      {error}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="quote-form__total">
        Total, VAT included: <strong>{formatAed(total)}</strong>
      </p>
      <div className="quote-form__fields">
        <div className="field">
          <label htmlFor={`${ids}-valid`}>Valid until</label>
          <input
            id={`${ids}-valid`}
            name="valid_until"
            type="date"
            min={today}
            max={dayAfter(today, QUOTE_VALID_MAX_DAYS)}
            defaultValue={
              quotation.valid_until && quotation.valid_until >= today ? quotation.valid_until : dayAfter(today, 14)
            }
            aria-invalid={problem('valid_until') ? true : undefined}
            aria-describedby={problem('valid_until') ? `${ids}-valid-error` : undefined}
          />
          {problem('valid_until') && (
            <p className="field__error" id={`${ids}-valid-error`}>
              {problem('valid_until')}
            </p>
          )}
        </div>
        <div className="field quote-form__note">
          <label htmlFor={`${ids}-note`}>Note to the buyer (optional)</label>
          <textarea
            id={`${ids}-note`}
            name="note"
            rows={2}
            maxLength={QUOTE_NOTE_MAX_LENGTH}
            defaultValue={quotation.answer_note ?? ''}
          />
        </div>
      </div>
      <ErrorAlert error={answer.error && !Object.keys(fields).some((k) => k !== 'lines') ? answer.error : null} />
      <button type="submit" className="button button--primary" disabled={answer.isPending}>
        {answer.isPending ? 'Sending…' : revising ? 'Send the revised quote' : 'Send the quote'}
      </button>
    </form>
  );
}
