import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** The focus is still where the old page left it: on the link used, or on nothing. */
function focusLeftBehind(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  // The new page or one of its dialogs took the focus itself: that choice stands.
  return !main.contains(active) && !active.closest('dialog, [role="dialog"]');
}

/** Focuses the page's main heading, without a focus ring: the reader did not move there. */
function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.classList.add('outline-none');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a navigation inside the app (not on the first load), the focus moves to the new page's
 * `h1`, so that a screen reader says where the reader now is; while the page has no heading yet,
 * the focus waits on `main`, and moves on to the heading when it appears.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!focusLeftBehind(main)) return;
    if (focusHeading(main)) return;
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      // The reader has moved on meanwhile: the focus stays where they put it.
      if (document.activeElement !== main || focusHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [mainRef, pathname]);
}
