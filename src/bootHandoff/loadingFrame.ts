// The page's frame with a loading state, which the inline boot script paints as soon as the HTML
// is parsed wherever it paints no record page: the app's code (and, in the demo, the in-browser
// demo backend) is still on its way. The app's layout takes its place in its first commit.

export const LOADING_FRAME_ID = 'app-loading';
/** On <html> while the loading frame stands in for the app (the app is hidden). */
export const LOADING_ATTRIBUTE = 'data-app-loading';

/** The app's layout is on screen: the loading frame goes, in the same frame. */
export function endLoadingFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(LOADING_FRAME_ID)?.remove();
  document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
}
