import { lazy, Suspense, useSyncExternalStore } from 'react';
import { IOS_HINT_KEY, isIosBrowser } from '../hooks/use-install-prompt';

// Loaded only where it shows: no other browser's first visit carries it (home's JavaScript budget).
const IosHintCard = lazy(() => import('./ios-hint-card').then((m) => ({ default: m.IosHintCard })));

const noSubscription = () => () => {};
const hintWanted = () => isIosBrowser() && localStorage.getItem(IOS_HINT_KEY) !== '1';
const noHint = () => false;

/** On iOS, a dismissible hint to use Add to Home Screen (spec section 1). */
export function IosInstallHint() {
  // Read from the browser (navigator, localStorage) only there: a server render has no hint, and so has the browser's
  // render that hydrates it (React takes the server's answer, `noHint`, then renders again with the browser's). It is
  // a fixed overlay, so appearing one render later moves nothing.
  const wanted = useSyncExternalStore(noSubscription, hintWanted, noHint);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <IosHintCard />
    </Suspense>
  );
}
