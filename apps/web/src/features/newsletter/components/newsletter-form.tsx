import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES } from '@shop/shared/rules';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/lib/toast';
import { useSubscribe } from '../api/subscribe';

/** Spec section 5: required, then a basic pattern; the first failure is a dark warning toast. */
export function validateNewsletterEmail(raw: string): string | null {
  const email = raw.trim();
  if (!email) return NEWSLETTER_MESSAGES.required;
  if (!NEWSLETTER_EMAIL_PATTERN.test(email)) return NEWSLETTER_MESSAGES.invalid;
  return null;
}

/** Footer newsletter signup. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const mutation = useSubscribe();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateNewsletterEmail(email);
    if (problem) return notify('warn', problem);
    mutation.mutate(email.trim(), {
      // Spec section 8: 'Subscribed Successfully!' for a new address and one already on the list alike.
      onSuccess: () => {
        notify('success', NEWSLETTER_MESSAGES.subscribed);
        setEmail('');
      },
      onError: () => notify('error', NEWSLETTER_MESSAGES.failed),
    });
  };

  return (
    <form className="newsletter" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="newsletter__label">
        Get offers and new arrivals by email
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
