import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { markToastContainerReady, registerToastHost } from '@/lib/toast';

const Container = preloadable('toasts', () =>
  import('react-toastify').then(
    ({ ToastContainer }) =>
      function DarkToasts() {
        // Runs after the container below has subscribed to the toast store.
        useEffect(markToastContainerReady, []);
        return <ToastContainer theme="dark" position="top-right" newestOnTop closeOnClick pauseOnFocusLoss={false} />;
      },
  ),
);

/** Mounts react-toastify's container the first time a toast is shown. */
export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => registerToastHost(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
