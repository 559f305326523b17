import { useState } from 'react';
import { IOS_HINT_KEY } from '../hooks/use-install-prompt';

/** The hint itself, until dismissed; its code is loaded only on iOS (`IosInstallHint`). */
export function IosHintCard() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="ios-hint" role="region" aria-label="Install the app">
      <p>
        Install Cellar on your iPhone: tap <strong>Share</strong> <span aria-hidden="true">⎋</span> then{' '}
        <strong>Add to Home Screen</strong>.
      </p>
      <button
        type="button"
        className="ios-hint__close"
        aria-label="Dismiss install hint"
        onClick={() => {
          localStorage.setItem(IOS_HINT_KEY, '1');
          setDismissed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
