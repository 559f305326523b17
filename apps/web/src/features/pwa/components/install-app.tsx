import { useState, useSyncExternalStore } from 'react';
import { isIosBrowser, useInstallPrompt } from '../hooks/use-install-prompt';

// A UI preference, kept apart from the shop state that spec section 3 persists.
const IOS_HINT_KEY = 'cellar-ios-hint-dismissed';

/** Install button where the browser offers installation. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button type="button" className="btn btn--outline-light btn--small" onClick={() => void install()}>
      Install the app
    </button>
  );
}

const noSubscription = () => () => {};
const hintWanted = () => isIosBrowser() && localStorage.getItem(IOS_HINT_KEY) !== '1';
const noHint = () => false;

/** On iOS, a dismissible hint to use Add to Home Screen (spec section 1). */
export function IosInstallHint() {
  // Read from the browser (navigator, localStorage) only there: a server render has no hint, and so has the browser's
  // render that hydrates it (React takes the server's answer, `noHint`, then renders again with the browser's). It is
  // a fixed overlay, so appearing one render later moves nothing.
  const wanted = useSyncExternalStore(noSubscription, hintWanted, noHint);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed) return null;
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
