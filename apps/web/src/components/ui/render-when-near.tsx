import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder comes within `margin` of the viewport, so long pages
 * do not build their lower sections during the first load. The placeholder keeps `minHeight`.
 */
export function RenderWhenNear({ children, minHeight, margin = '600px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
