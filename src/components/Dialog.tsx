import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape and the backdrop call it; leave it out for a dialog that must be answered. */
  onClose?: () => void;
  placement?: 'center' | 'side';
  /** Extra classes for the panel. */
  className?: string;
  hideTitle?: boolean;
  /**
   * Where the focus goes when the dialog closes, for a dialog no control opened (one a screen
   * shows on arrival); by default the focus returns to the control that opened it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: focus moves in, stays in, Escape closes it (when it may be closed), and focus
 * returns to the control that opened it.
 */
export function Dialog({
  title,
  children,
  onClose,
  placement = 'center',
  className = '',
  hideTitle = false,
  returnFocusTo,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);

  useEffect(() => {
    closeRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  }, [onClose, returnFocusTo]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(focusable);
    (first ?? node)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && closeRef.current) {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(focusable)].filter(
        (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
      );
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !node.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !node.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      const target = returnFocusRef.current?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, []);

  const panelPlacement =
    placement === 'side'
      ? 'ml-auto h-full w-80 max-w-[85vw] rounded-none'
      : // Taller than the screen (a long text at 320 px, a zoomed page), it scrolls inside.
        'm-auto max-h-full w-full max-w-md overflow-y-auto rounded-2xl';

  return createPortal(
    // A click on the backdrop closes; its keyboard equivalent is Escape, handled above.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="fixed inset-0 z-50 flex bg-slate-900/60 p-0 sm:p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`bg-white p-6 text-slate-900 shadow-xl outline-none ${panelPlacement} ${className}`}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'mb-4 text-xl font-semibold'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
