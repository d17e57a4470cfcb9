import type { Namespace } from '../i18n/setup';

/** What a route tells the layout, the document head and the loading of its words. */
export interface RouteHandle {
  /** The i18n namespaces its page shows, beyond `common`. */
  words?: Namespace[];
  /** i18n key of the page title. */
  titleKey: string;
  /** Keep search engines away (private pages and record pages). */
  noindex?: boolean;
  /** Send no referrer from this page (record pages). */
  noReferrer?: boolean;
  /** The header lies transparent over the page's hero. */
  overlayHeader?: boolean;
  /**
   * The page shows without an API call of its own (the record view's are answered by the boot
   * script): the client's network code is loaded by its first call, not with the page.
   */
  showsWithoutCalls?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}
