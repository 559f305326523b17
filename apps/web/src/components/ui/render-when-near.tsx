import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Waits (suspends) until the section is near the viewport; renders at once where nothing can tell (a server). */
function WhenNear({ near, children }: { near: Deferred | null; children: ReactNode }) {
  if (near) use(near.promise);
  return children;
}

/**
 * Renders its children once the section comes within `margin` of the viewport, so long pages do not build their
 * lower sections during the first load; meanwhile a placeholder keeps `minHeight`. A server, which has no
 * IntersectionObserver, renders the children, and the browser leaves that markup in place and hydrates it only
 * when it comes near: the waiting child suspends inside a boundary, which React hydrates late (decision 015).
 */
export function RenderWhenNear({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near] = useState(() => (typeof IntersectionObserver === 'undefined' ? null : deferred()));
  useEffect(() => {
    if (!near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) near.resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={ref}>
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>
        <WhenNear near={near}>{children}</WhenNear>
      </Suspense>
    </div>
  );
}
