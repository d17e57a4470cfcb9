// A small description of markup that both the app (React) and the boot script (plain DOM) render,
// so that the emergency summary the boot script paints is the very markup React takes over.
// Text is always a text node: nothing here is ever parsed as HTML.

export type ViewTag =
  | 'div'
  | 'section'
  | 'header'
  | 'main'
  | 'span'
  | 'p'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'dt'
  | 'dd'
  | 'a'
  | 'button'
  | 'nav'
  | 'details'
  | 'summary';

/** The only attributes a node may carry; values are plain strings set with setAttribute. */
export type ViewAttr =
  | 'id'
  | 'href'
  | 'target'
  | 'rel'
  | 'type'
  | 'role'
  | 'aria-hidden'
  | 'aria-busy'
  | 'aria-labelledby'
  | 'aria-label'
  | 'tabindex'
  | 'lang'
  | 'data-summary-part'
  | 'data-summary-field'
  | 'data-app-slot';

export interface ViewElement {
  tag: ViewTag;
  className?: string;
  attrs?: Partial<Record<ViewAttr, string>>;
  /** A button that reads this resource again. */
  retry?: string;
  /** Stands for the print button, which only the app can offer. */
  print?: true;
  /** Stands for the control that adds the reader's place to the messages, only the app's. */
  locate?: true;
  /** A link that takes the focus to the heading of this id, the address unchanged. */
  jumpTo?: string;
  /** A link to an uploaded file, which the demo saves through its backend instead. */
  storedFile?: true;
  children?: ViewNode[];
}

export type ViewNode = ViewElement | string | null;

export const viewAttrs: readonly ViewAttr[] = [
  'id',
  'href',
  'target',
  'rel',
  'type',
  'role',
  'aria-hidden',
  'aria-busy',
  'aria-labelledby',
  'aria-label',
  'tabindex',
  'lang',
  'data-summary-part',
  'data-summary-field',
  'data-app-slot',
];

export function el(
  tag: ViewTag,
  className: string | undefined,
  children: ViewNode[] = [],
  attrs?: ViewElement['attrs'],
): ViewElement {
  return { tag, className, attrs, children };
}

/**
 * Takes the reader to a heading, which takes the focus so that a screen reader and the keyboard
 * carry on from there; the address does not change (it may hold a card's copy), so nothing counts
 * as a navigation. A heading not there yet (its section still loading) leaves the focus.
 */
export function jumpToHeading(event: Pick<Event, 'preventDefault'>, headingId: string): void {
  event.preventDefault();
  document.getElementById(headingId)?.focus();
}

/** Builds the DOM of a node with createElement and text nodes only. */
export function paintNode(
  node: ViewNode,
  doc: Document,
  onRetry: (resource: string) => void,
): Node | null {
  if (node === null) return null;
  if (typeof node === 'string') return doc.createTextNode(node);
  const element = doc.createElement(node.tag);
  if (node.className) element.className = node.className;
  for (const name of viewAttrs) {
    const value = node.attrs?.[name];
    if (value !== undefined) element.setAttribute(name, value);
  }
  const { retry } = node;
  if (retry) element.addEventListener('click', () => onRetry(retry));
  const { jumpTo } = node;
  if (jumpTo) element.addEventListener('click', (event) => jumpToHeading(event, jumpTo));
  for (const child of node.children ?? []) {
    const painted = paintNode(child, doc, onRetry);
    if (painted) element.appendChild(painted);
  }
  return element;
}
