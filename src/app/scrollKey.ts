import { matchPath, type Location } from 'react-router-dom';
import { paths } from '../lib/paths';

/** This document's own mark: a reload is another document. */
const documentMark = String(performance.timeOrigin);

/**
 * Where the router keeps a page's scroll for a step back to it: each history entry's own. The
 * record view's is kept for this document only, so that a reload, or its address opened again,
 * opens it at its top with the emergency summary on screen.
 */
export function scrollKey(location: Location): string {
  return matchPath(paths.recordView, location.pathname)
    ? `${location.key}@${documentMark}`
    : location.key;
}
