import { MENU_ARROW_SCROLL_PX } from '@shop/shared/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink } from '@/components/link';
import { MENU_STRIP } from '@/config/paths';

/** The category menu strip with scroll arrows of 200 px each (spec sections 2 and 9). */
export function CategoryStrip() {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    // Measured in a frame of its own so the first render does not force a layout.
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * MENU_ARROW_SCROLL_PX, behavior: 'smooth' });

  return (
    <nav className="strip" aria-label="Categories">
      <button
        type="button"
        className="strip__arrow"
        aria-label="Scroll categories left"
        disabled={edges.start}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <ul className="strip__track" ref={track} onScroll={measure}>
        {MENU_STRIP.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? 'strip__link is-active' : 'strip__link')}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="strip__arrow"
        aria-label="Scroll categories right"
        disabled={edges.end}
        onClick={() => scroll(1)}
      >
        ›
      </button>
    </nav>
  );
}
