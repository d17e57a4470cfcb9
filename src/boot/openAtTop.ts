/** What a reader does to scroll or to move the focus themselves. */
const READER_INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * A record view's document opens at its top, the emergency summary on screen, whatever scroll
 * the tab had. A reload, or the same address opened again (which the browser treats as a reload),
 * puts the old scroll back twice over: the browser as the page grows, and the app's router from
 * the positions it keeps for the session. So the page is held at its top until the reader
 * scrolls or acts themselves; a page reached inside the app opens at its top by the router.
 */
export function openAtTop(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const holdAtTop = () => {
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  };
  const release = () => {
    window.removeEventListener('scroll', holdAtTop);
    for (const type of READER_INPUTS) window.removeEventListener(type, release, true);
  };
  window.addEventListener('scroll', holdAtTop, { passive: true });
  for (const type of READER_INPUTS) window.addEventListener(type, release, true);
}
