import { useEffect, useState } from 'react';
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

/** On iOS, a dismissible hint to use Add to Home Screen (spec section 1). */
export function IosInstallHint() {
  // Decided after the first render, never during it: a server (no navigator, no localStorage) and the browser's
  // first render then agree that there is no hint. It is a fixed overlay, so showing it a moment later moves nothing.
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (isIosBrowser() && localStorage.getItem(IOS_HINT_KEY) !== '1') setShow(true);
  }, []);
  if (!show) return null;
  return (
    <div className="ios-hint" role="region" aria-label="Install the app">
      <p>
        Install Cellar on your iPhone: tap <strong>Share</strong> <span aria-hidden="true">⎋</span> then <strong>Add to Home Screen</strong>.
      </p>
      <button type="button" className="ios-hint__close" aria-label="Dismiss install hint"
        onClick={() => { localStorage.setItem(IOS_HINT_KEY, '1'); setShow(false); }}>
        ×
      </button>
    </div>
  );
}
