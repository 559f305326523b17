import { useEffect, useState } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install offer (beforeinstallprompt), kept until used. */
export function useInstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);
  const install = async () => {
    if (!event) return;
    await event.prompt();
    await event.userChoice;
    setEvent(null);
  };
  return { canInstall: event !== null, install };
}

/** Where the iOS hint's dismissal is kept: a UI preference, apart from the shop state that spec section 3 persists. */
export const IOS_HINT_KEY = 'cellar-ios-hint-dismissed';

/**
 * iOS Safari has no install prompt: the shopper must use Share → Add to Home Screen. Browser-only: never call it in a
 * server render.
 */
export function isIosBrowser(): boolean {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  const ios = /iphone|ipad|ipod/i.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && !nav.standalone && !window.matchMedia?.('(display-mode: standalone)').matches;
}
