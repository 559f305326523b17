import { Suspense } from 'react';
import { preloadable } from '@/lib/preloadable';
import { HideSplash } from './splash';

// Most visits come from visitors who have answered already: the gate's code loads only for those who have not.
const AgeGate = preloadable('age-gate', () => import('@/features/age-gate/components/age-gate').then((m) => m.AgeGate));

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
