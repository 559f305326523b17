import { Suspense } from 'react';
import type { ProductActionTarget } from '@/components/product-actions';
import { preloadable } from '@/lib/preloadable';

// The form and its rules (zod) load with the first sold-out size shown, not with every page; a server-rendered page
// names the part, so the browser loads it before hydrating and the markup matches (decision 015).
const NotifyMe = preloadable('notify-me', () => import('./notify-me').then((m) => m.NotifyMe));

/** 'Notify me' for a size with stock 0, as the product page's purchase area shows it (plugged in by src/app). */
export function NotifyMeSlot(props: { product: ProductActionTarget; className?: string }) {
  // Nothing in its place while it loads (a size chosen in the browser): the rest of the purchase area stays as it is.
  return (
    <Suspense fallback={null}>
      <NotifyMe {...props} />
    </Suspense>
  );
}
