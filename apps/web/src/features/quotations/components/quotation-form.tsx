import {
  FORM_MESSAGES,
  FORM_MESSAGE_MAX_LENGTH,
  QUOTATION_EVENT_TYPES,
  type QuotationBody,
  type QuotationInput,
} from '@shop/shared/rules';
import { QuotationBodySchema } from '@shop/shared/schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { EmailField, PhoneField } from '@/components/ui/contact-fields';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { firstFieldErrors, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSendQuotation } from '../api/quotations';
import { useQuotationList } from '../hooks/use-quotation-list';
import type { QuoteLine } from '../quotation-list';
import { QtyInput } from './qty-input';
import './quotations.css';

/** The company's details the form starts from: the account's, which the buyer may change for this request. */
export interface QuotationContact {
  company_name: string;
  full_name: string;
  email: string;
  mobile: string;
}

const FIELDS = ['company_name', 'full_name', 'email', 'mobile', 'event_type', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
/** Every field errors show under, in the form's order: `items` is the list of products as a whole. */
const ERROR_FIELDS = ['items', ...FIELDS] as const;
type ErrorField = (typeof ERROR_FIELDS)[number];
type Errors = FieldErrors<ErrorField>;

const toBody = (lines: readonly QuoteLine[], values: Values): QuotationInput => ({
  items: lines.map((l) => ({ price_variation_id: l.price_variation_id, qty: l.qty })),
  ...values,
  event_type: values.event_type || null,
});

/** The first message of each field the shared rule refuses (the server checks the same rule), or the parsed body. */
export function validateQuotation(
  lines: readonly QuoteLine[],
  values: Values,
): { errors: Errors; body?: QuotationBody } {
  const parsed = QuotationBodySchema.safeParse(toBody(lines, values));
  if (parsed.success) return { errors: {}, body: parsed.data };
  return { errors: firstFieldErrors(parsed.error.issues, ERROR_FIELDS, 'message') };
}

export interface QuotationFormProps {
  /** The account's details; null when they could not be read (the buyer types them). */
  contact: QuotationContact | null;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Whether the thank-you offers the way to /account, where quotations are followed. */
  linkToAccount?: boolean;
}

/**
 * The quotation request (decision 017): the buyer's list of sizes and quantities, the company's details prefilled
 * from the account, an event type and a message. Every field is labelled, errors sit under their fields and are
 * announced, the first invalid field takes the focus; the list is emptied once the request is stored.
 */
export function QuotationForm({ contact, labelledBy, linkToAccount = true }: QuotationFormProps) {
  const list = useQuotationList();
  const send = useSendQuotation();
  const { values, setValues, errors, setErrors, change } = useFormFields<Values, ErrorField>({
    company_name: '',
    full_name: '',
    email: '',
    mobile: '',
    ...contact,
    event_type: '',
    message: '',
  });
  const [sent, setSent] = useState<string | null>(null);
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const focusFirst = (found: Errors) => {
    if (found.items)
      (
        form.current?.querySelector<HTMLElement>('.quote-lines input') ??
        form.current?.querySelector<HTMLElement>('.quote-lines')
      )?.focus();
    else form.current?.querySelector<HTMLElement>(`[name="${FIELDS.find((f) => found[f])}"]`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, body } = validateQuotation(list.lines, values);
    setErrors(found);
    if (!body) return focusFirst(found);
    send.mutate(body, {
      onSuccess: (answer) => {
        notify('success', FORM_MESSAGES.submitted);
        list.clear();
        setValues((v) => ({ ...v, event_type: '', message: '' }));
        setSent(answer.number);
      },
      onError: (err) => {
        const fromServer = serverFieldErrors(err, ERROR_FIELDS, 'message');
        if (Object.keys(fromServer).length) {
          setErrors(fromServer);
          focusFirst(fromServer);
        } else {
          notify(
            'error',
            err instanceof ApiError && (err.status === 403 || err.status === 429) && err.serverMessage
              ? err.serverMessage
              : FORM_MESSAGES.failed,
          );
        }
      },
    });
  };

  if (sent) {
    return (
      <div ref={thanks} className="quote-sent" role="status" tabIndex={-1}>
        <p className="quote-sent__title">{`Thank you! Your request ${sent} has been received.`}</p>
        <p>Our trade team replies by e-mail with prices and availability within one working day.</p>
        <div className="quote-sent__actions">
          {linkToAccount ? (
            <Link className="btn btn--primary btn--small" to={paths.account()}>
              See my quotations
            </Link>
          ) : null}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setSent(null)}>
            Request another quotation
          </button>
        </div>
      </div>
    );
  }

  const itemsError = `${ids}-items`;
  return (
    <form ref={form} className="quote-form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <fieldset className="quote-lines" tabIndex={-1} aria-describedby={errors.items ? itemsError : undefined}>
        <legend>Products</legend>
        {list.lines.length ? (
          <ul className="quote-lines__list">
            {list.lines.map((line) => (
              <li key={line.price_variation_id} className="quote-line">
                <p className="quote-line__name">
                  <Link to={paths.product(line.route)}>{line.name}</Link>
                  <span className="quote-line__size">{line.size}</span>
                </p>
                <label
                  className="visually-hidden"
                  htmlFor={`${ids}-qty-${line.price_variation_id}`}
                >{`Quantity of ${line.name}, ${line.size}`}</label>
                <QtyInput
                  id={`${ids}-qty-${line.price_variation_id}`}
                  className="field__input quote-line__qty"
                  value={line.qty}
                  onChange={(qty) => list.setQty(line.price_variation_id, qty)}
                />
                <button
                  type="button"
                  className="link-button quote-line__remove"
                  aria-label={`Remove ${line.name}, ${line.size}`}
                  onClick={() => list.remove(line.price_variation_id)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="quote-lines__empty">
            Your quotation list is empty: open a product and choose its size and quantity.
          </p>
        )}
        {errors.items ? (
          <p id={itemsError} className="field__error" role="alert">
            {errors.items}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="quote-form__company">
        <legend>Your company</legend>
        <div className="quote-form__grid">
          <FormField label="Company" error={errors.company_name}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                name="company_name"
                autoComplete="organization"
                maxLength={150}
                value={values.company_name}
                onChange={change('company_name')}
              />
            )}
          </FormField>
          <FormField label="Contact name" error={errors.full_name}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                name="full_name"
                autoComplete="name"
                maxLength={100}
                value={values.full_name}
                onChange={change('full_name')}
              />
            )}
          </FormField>
          <EmailField value={values.email} error={errors.email} onChange={change('email')} />
          <PhoneField value={values.mobile} error={errors.mobile} onChange={change('mobile')} />
        </div>
      </fieldset>

      <FormField label="Event type (optional)" error={errors.event_type}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            name="event_type"
            value={values.event_type}
            onChange={change('event_type')}
          >
            <option value="">Not for an event</option>
            {QUOTATION_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Message"
        hint="Dates, delivery address, budget, or anything our trade team should know."
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input quote-form__message"
            name="message"
            rows={4}
            maxLength={FORM_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn--primary quote-form__send" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send quotation request'}
      </button>
    </form>
  );
}
