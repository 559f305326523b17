import { CUSTOMER_REASON_MAX_LENGTH, CUSTOMER_REASON_MIN_LENGTH, type CustomerAccount } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { customersKeys, setBlocked } from './customers-api.ts';

const FORM_ID = 'block-form';

/**
 * Blocking and unblocking (for members with `customers:block`), each with a reason the audit log keeps. Blocking asks
 * first, in words: it ends the customer's sessions at once, and they can neither sign in nor buy until unblocked.
 */
export function BlockPanel({ customer }: { customer: CustomerAccount }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const block = !customer.blocked;
  const change = useMutation({
    mutationFn: (reason: string) => setBlocked(customer.id, block, reason),
    onMutate: () => setDone(null),
    onSuccess: async () => {
      setOpen(false);
      setDone(
        block
          ? `${customer.full_name} is blocked: their sessions have ended, and they cannot sign in or buy.`
          : `${customer.full_name} is unblocked: they can sign in and buy again.`,
      );
      await queryClient.invalidateQueries({ queryKey: customersKeys.all });
      heading.current?.focus();
    },
    // Someone else blocked or unblocked meanwhile (409): the account is read again, and its panel shows the change.
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: customersKeys.all });
        heading.current?.focus();
      }
    },
  });
  const reasonError = change.error instanceof ApiError ? change.error.fields.reason?.[0] : undefined;
  const toggle = (next: boolean) => {
    change.reset();
    setOpen(next);
    if (!next) document.getElementById('block-button')?.focus();
  };

  return (
    <section className="panel block-panel" aria-labelledby="block-title">
      <h2 id="block-title" ref={heading} tabIndex={-1}>
        Access
      </h2>
      <p>
        {block
          ? 'Active: they can sign in and buy.'
          : 'Blocked: they cannot sign in or buy. Unblock them once the matter is settled.'}
      </p>
      <StatusMessage>{done}</StatusMessage>
      {!reasonError && <ErrorAlert error={change.error} />}
      <button
        type="button"
        id="block-button"
        className={`button ${block ? 'button--danger' : ''}`}
        aria-expanded={open}
        aria-controls={open ? FORM_ID : undefined}
        onClick={() => toggle(!open)}
      >
        {block ? 'Block this customer…' : 'Unblock this customer…'}
      </button>
      {open && (
        <form
          id={FORM_ID}
          className="move-form"
          aria-label={block ? `Block ${customer.full_name}` : `Unblock ${customer.full_name}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(String(new FormData(event.currentTarget).get('reason') ?? ''));
          }}
        >
          <p>
            {block
              ? `Block ${customer.full_name}? They are signed out everywhere at once, ` +
                'and cannot sign in or buy until unblocked.'
              : `Unblock ${customer.full_name}? They can sign in and buy again.`}
          </p>
          <div className="field">
            <label htmlFor="block-reason">{block ? 'Why block them?' : 'Why unblock them?'}</label>
            <textarea
              id="block-reason"
              name="reason"
              rows={3}
              required
              autoFocus
              minLength={CUSTOMER_REASON_MIN_LENGTH}
              maxLength={CUSTOMER_REASON_MAX_LENGTH}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'block-reason-error block-reason-hint' : 'block-reason-hint'}
            />
            <p className="field__hint" id="block-reason-hint">
              Kept in the audit log{block ? ', and shown here while they are blocked' : ''}. Customers do not see it.
            </p>
            {reasonError && (
              <p className="field__error" id="block-reason-error">
                {reasonError}
              </p>
            )}
          </div>
          <div className="move-form__actions">
            <button
              className={`button ${block ? 'button--danger' : 'button--primary'}`}
              type="submit"
              disabled={change.isPending}
            >
              {change.isPending ? 'Saving…' : block ? `Yes, block ${customer.full_name}` : 'Unblock'}
            </button>
            <button className="button" type="button" onClick={() => toggle(false)} disabled={change.isPending}>
              Back
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
