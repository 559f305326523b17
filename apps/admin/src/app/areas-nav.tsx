import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface Area {
  to: string;
  label: string;
}

/**
 * The areas a role may open. At a desk they are always in sight; on a phone (the frame's narrow layout) an owner's
 * fourteen would push every screen down by five rows, so there they sit behind a Menu button, which the stylesheet
 * shows only at that width. The menu closes on Escape and once another screen opens.
 */
export function AreasNav({ areas }: { areas: readonly Area[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const id = useId();
  const { pathname } = useLocation();

  // Another screen (the new-orders badge, the browser's back button) closes the menu too.
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  /** Focus on a link that is about to hide goes back to the button; the next screen then takes it to its heading. */
  const close = () => {
    if (nav.current?.contains(document.activeElement)) button.current?.focus();
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg className="menu-button__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          {open ? <path d="M4 4l12 12M16 4L4 16" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
        Menu
      </button>
      <nav ref={nav} id={id} className={open ? 'topnav topnav--open' : 'topnav'} aria-label="Back office">
        <ul>
          {areas.map((area) => (
            <li key={area.to}>
              <NavLink to={area.to} onClick={close}>
                {area.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
