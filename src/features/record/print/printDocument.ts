import { paintNode } from '@/recordReading/viewNode';
import type { PrintableRecord, PrintItem, PrintSection } from './printableRecord';
import { PRINT_STYLES } from './printStyles';

type Child = Node | string;

/** An element of `doc` holding text and elements only: user text is never parsed as HTML. */
function element(doc: Document, tag: string, children: Child[] = [], className?: string) {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function pair(doc: Document, label: string, value: Node, wide: boolean): HTMLElement {
  return element(
    doc,
    'div',
    [element(doc, 'dt', [label]), element(doc, 'dd', [value])],
    wide ? 'wide' : undefined,
  );
}

function attachmentNode(doc: Document, attachment: NonNullable<PrintItem['attachment']>): Node {
  if (!attachment.href) return element(doc, 'span', [attachment.text], 'missing');
  const link = element(doc, 'a', [attachment.text]) as HTMLAnchorElement;
  link.href = attachment.href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

function itemNode(doc: Document, item: PrintItem): HTMLElement {
  const fields = item.fields.map((field) =>
    pair(
      doc,
      field.label,
      element(doc, 'span', [field.value], field.missing ? 'missing' : undefined),
      field.wide,
    ),
  );
  if (item.attachment) {
    fields.push(pair(doc, item.attachment.label, attachmentNode(doc, item.attachment), false));
  }
  return element(doc, 'article', [
    ...(item.heading ? [element(doc, 'h3', [item.heading])] : []),
    element(doc, 'dl', fields),
  ]);
}

/** A section: its title, its items or why there are none, then the sections printed inside it. */
function sectionNode(doc: Document, section: PrintSection, heading: 'h2' | 'h3'): HTMLElement {
  return element(doc, 'section', [
    element(doc, heading, [section.title]),
    ...(section.items
      ? [
          ...section.items.map((item) => itemNode(doc, item)),
          ...(section.noAttachment ? [element(doc, 'p', [section.noAttachment], 'note')] : []),
        ]
      : [element(doc, 'p', [section.note], 'note')]),
    ...section.within.map((inner) => sectionNode(doc, inner, 'h3')),
  ]);
}

/** Replaces the document's content with the record, built node by node. */
export function writePrintDocument(doc: Document, record: PrintableRecord): void {
  doc.documentElement.lang = record.lang;
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  const referrer = doc.createElement('meta');
  referrer.name = 'referrer';
  referrer.content = 'no-referrer';
  doc.head.replaceChildren(charset, referrer, element(doc, 'style', [PRINT_STYLES]));
  doc.title = `${record.title} · ${record.cardLine}`;

  const header = element(doc, 'header', [
    element(doc, 'h1', [record.title]),
    element(doc, 'p', [record.cardLine]),
    element(doc, 'p', [record.printedOn]),
  ]);
  const sections = record.sections.map((section) => sectionNode(doc, section, 'h2'));
  // The sheet has no retry to offer: the summary's buttons are left out by the styles.
  const summary = paintNode({ ...record.summary, className: 'summary' }, doc, () => undefined);
  doc.body.replaceChildren(
    element(doc, 'main', [header, ...(summary ? [summary] : []), ...sections]),
  );
}
