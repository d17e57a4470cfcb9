import { createElement, type MouseEventHandler, type ReactNode } from 'react';
import { jumpToHeading, viewAttrs, type ViewAttr, type ViewNode } from '@/recordReading/viewNode';

/** What only the app offers, in the places the view nodes keep for it. */
export interface ViewSlots {
  print?: ReactNode;
  locate?: ReactNode;
  /** What a click on a link to an uploaded file does instead of following it (the demo's). */
  storedFileClick?: (href: string) => MouseEventHandler<HTMLAnchorElement> | undefined;
}

/** The React prop of an attribute React names otherwise. */
const reactProps: Partial<Record<ViewAttr, string>> = { tabindex: 'tabIndex' };

/** A view node as React elements: the same markup the boot script paints with the DOM. */
export function renderViewNode(
  node: ViewNode,
  onRetry: (resource: string) => void,
  slots: ViewSlots = {},
  index = 0,
): ReactNode {
  if (node === null || typeof node === 'string') return node;
  if (node.print) return slots.print ?? null;
  // An element that changes its class is a new element, not the old one moved: a skeleton bar
  // must not turn into a part of the summary, which the browser would count as a layout shift.
  const key = `${index}:${node.tag}:${node.className ?? ''}`;
  const props: Record<string, unknown> = { key, className: node.className };
  for (const name of viewAttrs) {
    const value = node.attrs?.[name];
    if (value !== undefined) props[reactProps[name] ?? name] = value;
  }
  const { retry, jumpTo } = node;
  if (retry) props.onClick = () => onRetry(retry);
  if (jumpTo)
    props.onClick = (event: Pick<Event, 'preventDefault'>) => jumpToHeading(event, jumpTo);
  const href = node.attrs?.href;
  if (node.storedFile && href) props.onClick = slots.storedFileClick?.(href);
  // The boot page paints the locate slot empty; the app puts its control inside.
  const children = node.locate
    ? [slots.locate ?? null]
    : (node.children ?? []).map((child, at) => renderViewNode(child, onRetry, slots, at));
  return createElement(node.tag, props, ...children);
}
