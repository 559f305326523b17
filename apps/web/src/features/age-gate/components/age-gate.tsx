import { ShopImage } from '@/components/ui/shop-image';
import { AGE_CONFIRM_PATH, canonicalPageUrl, MINIMUM_AGE_YEARS } from '@shop/shared/rules';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/stores/app-store';

/**
 * Shown until the visitor confirms being of legal age (spec section 2); the answer is the persisted
 * age-validity flag (and a cookie, so the server renders the next page without the gate). A visitor who declines
 * stays on the gate. The confirmation is a form: before or without JavaScript the server takes it
 * (`POST /age-confirm`), sets the cookie and sends the visitor back to the page.
 */
export function AgeGate() {
  const ageValid = useAppStore((s) => s.user.ageValid);
  const confirmAge = useAppStore((s) => s.confirmAge);
  const [declined, setDeclined] = useState(false);
  const { pathname, search } = useLocation();
  if (ageValid) return null;
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    confirmAge();
  };
  return (
    <div
      className="age-gate"
      role="dialog"
      aria-modal="true"
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
    >
      <div className="age-gate__box">
        <ShopImage
          src="/images/brand/logo.svg"
          sizes="144px"
          alt="Cellar"
          width={144}
          height={40}
          className="age-gate__logo"
        />
        {declined ? (
          <>
            <h2 id="age-gate-title">Sorry, we can’t let you in</h2>
            <p id="age-gate-text">
              You must be {MINIMUM_AGE_YEARS} or older to visit this shop. Please come back when you are of legal
              drinking age.
            </p>
            <button type="button" className="btn btn--ghost" onClick={() => setDeclined(false)}>
              I answered by mistake
            </button>
          </>
        ) : (
          <>
            <h2 id="age-gate-title">Are you {MINIMUM_AGE_YEARS} or older?</h2>
            <p id="age-gate-text">
              You must be of legal drinking age ({MINIMUM_AGE_YEARS}+) in the UAE to enter this site. ID is checked on
              delivery.
            </p>
            <form className="age-gate__actions" method="post" action={AGE_CONFIRM_PATH} onSubmit={confirm}>
              <input type="hidden" name="return" value={canonicalPageUrl(pathname, new URLSearchParams(search))} />
              <button type="submit" className="btn btn--primary" autoFocus>
                Yes, I am {MINIMUM_AGE_YEARS} or older
              </button>
              <button type="button" className="btn btn--ghost" onClick={() => setDeclined(true)}>
                No, I am not
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
