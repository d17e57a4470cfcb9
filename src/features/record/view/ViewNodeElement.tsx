import { createElement, type ReactNode } from 'react';
import { viewAttrs, type ViewNode } from './viewNode';

/** A view node as React elements: the same markup the boot script paints with the DOM. */
export function renderViewNode(
  node: ViewNode,
  onRetry: (resource: string) => void,
  print: ReactNode = null,
): ReactNode {
  if (node === null || typeof node === 'string') return node;
  if (node.print) return print;
  const props: Record<string, unknown> = { className: node.className };
  for (const name of viewAttrs) {
    const value = node.attrs?.[name];
    if (value !== undefined) props[name] = value;
  }
  const { retry } = node;
  if (retry) props.onClick = () => onRetry(retry);
  // Children as arguments, not an array: a static list needs no keys.
  const children = (node.children ?? []).map((child) => renderViewNode(child, onRetry, print));
  return createElement(node.tag, props, ...children);
}
