/** The elements the boot page's painter may make: its view nodes' tags, nothing that runs code. */
const paintedTags = new Set([
  'SECTION',
  'H2',
  'H3',
  'DIV',
  'SPAN',
  'P',
  'UL',
  'LI',
  'DL',
  'DT',
  'DD',
  'A',
  'BUTTON',
]);

/** Fails unless the painted node and all inside it are those elements, without any on… handler. */
export function expectPlainMarkup(node: Element): void {
  const elements = [node, ...node.querySelectorAll('*')];
  expect(elements.map((element) => element.tagName).filter((tag) => !paintedTags.has(tag))).toEqual(
    [],
  );
  for (const element of elements) {
    for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/);
  }
}
