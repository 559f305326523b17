import { STOCK_ALERT_MESSAGES, type StockAlertBody } from '@shop/shared/rules';
import { StockAlertGuestBodySchema } from '@shop/shared/schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ProductActionTarget } from '@/components/product-actions';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { useRequestStockAlert } from '../api/request-stock-alert';

/**
 * A guest's request as the shared rule reads it (the server checks the same), or the rule's message for the address.
 */
export function guestRequest(priceVariationId: number, email: string): { body: StockAlertBody } | { error: string } {
  const parsed = StockAlertGuestBodySchema.safeParse({ price_variation_id: priceVariationId, email });
  if (parsed.success) return { body: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? STOCK_ALERT_MESSAGES.emailRequired };
}

/**
 * 'Notify me' on a size with stock 0 (decision 017). A signed-in shopper (individual or corporate) asks with one press
 * and the account's address; a guest types an address. The server render and the hydrating render are a guest's (the
 * stored session is read after hydration), so the markup matches; the signed-in form follows at once.
 */
export function NotifyMe({ product, className = '' }: { product: ProductActionTarget; className?: string }) {
  const size = product.variation;
  const isLoggedIn = useAppStore(selectIsLoggedIn);
  const accountEmail = useAppStore((s) => s.user.details?.email ?? null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const request = useRequestStockAlert();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // The form is replaced by the confirmation: focus follows it, so a keyboard or screen-reader user is not dropped.
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  if (!size) return null;

  const fail = (message: string, onField: boolean) => {
    setError(message);
    if (onField) input.current?.focus();
    else notify('error', message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    let body: StockAlertBody = { price_variation_id: size.id };
    if (!isLoggedIn) {
      const checked = guestRequest(size.id, email);
      if ('error' in checked) return fail(checked.error, true);
      body = checked.body;
    }
    setError(null);
    request.mutate(body, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        setDone(answer.message);
      },
      onError: (err) => {
        const fieldError = err instanceof ApiError ? err.errors?.email?.[0] : undefined;
        if (fieldError && input.current) fail(fieldError, true);
        else fail(errorText(err, STOCK_ALERT_MESSAGES.failed), false);
      },
    });
  };

  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <form className={`notify-me ${className}`} noValidate onSubmit={submit} aria-labelledby={titleId}>
      <p id={titleId} className="notify-me__title">
        {STOCK_ALERT_MESSAGES.invitation}
      </p>
      {done ? (
        <p ref={status} tabIndex={-1} className="notify-me__done" role="status">
          {done}
        </p>
      ) : (
        <>
          <div className="notify-me__row">
            {isLoggedIn ? null : (
              <div className="notify-me__field">
                <label className="notify-me__label" htmlFor={`${id}-email`}>
                  E-mail
                </label>
                <input
                  ref={input}
                  id={`${id}-email`}
                  className="notify-me__input"
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={254}
                  value={email}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setError(null);
                  }}
                />
              </div>
            )}
            <button type="submit" className="btn btn--primary notify-me__button" disabled={request.isPending}>
              {request.isPending ? 'Sending…' : 'Notify me'}
            </button>
          </div>
          <p className="notify-me__hint">
            {isLoggedIn
              ? `We will write once to ${accountEmail ?? 'the e-mail address of your account'}.`
              : 'One e-mail when it is back; your address is used for nothing else.'}
          </p>
          {error ? (
            <p id={errorId} className="notify-me__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}
