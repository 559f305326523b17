import { ShopImage } from '@/components/ui/shop-image';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  /** One line under the title. */
  lead?: ReactNode;
  onClose: () => void;
  /** Spec section 2: the register and verify popups have a static backdrop (a click on it does not close them). */
  staticBackdrop?: boolean;
  wide?: boolean;
  children: ReactNode;
}

/**
 * A popup of spec section 2: logo on top, a close icon, focus kept inside (the page behind is inert, see
 * AppLayout), Escape closes, and focus goes back where it was.
 */
export function Modal({ title, lead, onClose, staticBackdrop = false, wide = false, children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const shake = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field to type in (a radio choice is already made), else the first control.
    const first =
      dialog.current?.querySelector<HTMLElement>('.modal__body input:not([type="radio"]):not([disabled])') ??
      dialog.current?.querySelector<HTMLElement>('.modal__body input, .modal__body button');
    (first ?? dialog.current)?.focus();
    document.documentElement.classList.add('has-modal');
    return () => {
      document.documentElement.classList.remove('has-modal');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const [first, last] = [items[0], items.at(-1)];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };

  const onBackdrop = () => {
    if (!staticBackdrop) return onClose();
    // A static backdrop answers a click with a nudge, as the spec's client's did, and keeps the popup.
    shake.current?.classList.remove('is-nudged');
    void shake.current?.offsetWidth;
    shake.current?.classList.add('is-nudged');
  };

  return (
    <div className="modal" onMouseDown={(e) => e.target === e.currentTarget && onBackdrop()}>
      <div ref={shake} className={`modal__dialog${wide ? ' modal__dialog--wide' : ''}`}>
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="modal__content"
          onKeyDown={onKeyDown}
        >
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <ShopImage
            className="modal__logo"
            src="/images/brand/logo.svg"
            sizes="126px"
            alt="Cellar"
            width={126}
            height={35}
          />
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {lead ? <p className="modal__lead">{lead}</p> : null}
          <div className="modal__body">{children}</div>
        </div>
      </div>
    </div>
  );
}
