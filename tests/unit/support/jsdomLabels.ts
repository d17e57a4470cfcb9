// jsdom finds the control of a <label for> by walking the whole document, and an input's
// `labels` asks every label of the document for its control: every label query (getByLabelText,
// a role query with a name, toHaveAccessibleName) costs labels × nodes. On the record editor's
// fifteen sections that was a sixth of a test's time. The document already keeps an index by id
// (its getElementById); this makes a label's control come from it. The answer is the same: the
// first element of the document with that id, if it can be labelled.

/** jsdom's implementation object of a node, as much of it as is used here. */
interface NodeImpl {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean } | null;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): NodeImpl;
  getElementById(id: string): NodeImpl | null;
}

const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** jsdom's `isLabelable` (living/helpers/form-controls.js), on its implementation objects. */
function isLabelable(node: NodeImpl): boolean {
  if (node.nodeType !== ELEMENT_NODE || node.namespaceURI !== HTML_NS) return false;
  switch (node.localName) {
    case 'button':
    case 'meter':
    case 'output':
    case 'progress':
    case 'select':
    case 'textarea':
      return true;
    case 'input':
      return node.type !== 'hidden';
    default:
      return node._ceDefinition?.formAssociated === true;
  }
}

function implementationOf(node: object): object | undefined {
  const key = Object.getOwnPropertySymbols(node).find((symbol) => symbol.description === 'impl');
  const impl: unknown = key ? Reflect.get(node, key) : undefined;
  return typeof impl === 'object' && impl !== null ? impl : undefined;
}

/**
 * Makes jsdom look a label's control up by id in the document's index. Answers whether it could:
 * a jsdom that keeps its label elsewhere is left as it is (only slower).
 */
export function indexLabelControls(): boolean {
  const label = implementationOf(document.createElement('label'));
  const prototype: unknown = label ? Object.getPrototypeOf(label) : undefined;
  if (typeof prototype !== 'object' || prototype === null) return false;
  const control = Object.getOwnPropertyDescriptor(prototype, 'control');
  const walkTheTree = control?.get;
  if (!control || !walkTheTree) return false;
  Object.defineProperty(prototype, 'control', {
    ...control,
    get(this: NodeImpl): NodeImpl | null {
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      // No `for` (the control is inside), or a label outside a document: jsdom's own walk.
      if (id === null || id === '' || root.nodeType !== DOCUMENT_NODE) {
        const found: unknown = walkTheTree.call(this);
        return found as NodeImpl | null;
      }
      const target = root.getElementById(id);
      return target && isLabelable(target) ? target : null;
    },
  });
  return true;
}
