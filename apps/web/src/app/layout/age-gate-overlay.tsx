import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { preloadable } from '@/lib/preloadable';
import { HideSplash } from './splash';

// Most visits come from visitors who have answered already: the gate's code loads only for those who have not, and
// with it the page key the gate sends the visitor back to.
const AgeGate = preloadable('age-gate', async () => {
  const [{ AgeGate: Gate }, { pageKeyOf }] = await Promise.all([import('@/features/age-gate/components/age-gate'), import('../page-key')]);
  return function PageAgeGate() {
    const { pathname, search } = useLocation();
    // Back to the page as its shared HTML is keyed: one visitor's tracking tags or e-mail address in a link are never
    // written into the HTML every other first visitor gets.
    return <Gate returnTo={pageKeyOf(new URL(pathname + search, 'http://page.invalid'))} />;
  };
});

/**
 * The age gate of a visitor who has not confirmed their age, over the inert shell. A first visit never sees the
 * shop without it: the splash stays until the gate is there (both commit together inside the boundary), and
 * should the gate's code be slow, its backdrop covers the shop meanwhile.
 */
export function AgeGateOverlay() {
  return (
    <Suspense fallback={<div className="age-gate" />}>
      <AgeGate />
      <HideSplash />
    </Suspense>
  );
}
