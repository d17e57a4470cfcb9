// docs/architecture.md's layer diagram is drawn from the code: every arrow between two folders of
// src/ that an import makes is in it, it has no other, and an arrow drawn dotted ("types only")
// carries types alone.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { sourceFilesUnder } from '../support/sourceFiles';

const root = join(__dirname, '../../..');
const src = join(root, 'src');

/** The folder of src/ a path is in; a file at src/'s top stands for itself (`main`). */
function folderOf(path: string): string {
  const [first = '', ...rest] = relative(src, path).split('/');
  return rest.length === 0 ? first.replace(/\.[^.]+$/, '') : first;
}

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every import and re-export of a file, dynamic `import()` included. */
function importsOf(path: string): Import[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const namedTypesOnly =
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly) &&
        clause?.name === undefined;
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: clause?.isTypeOnly === true || namedTypesOnly,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The arrows the code makes, each with whether it carries types only. */
function arrowsInCode(): Map<string, boolean> {
  const arrows = new Map<string, boolean>();
  for (const path of sourceFilesUnder(src)) {
    for (const { specifier, typeOnly } of importsOf(path)) {
      // A style sheet is no layer.
      if (specifier.endsWith('.css')) continue;
      let target: string;
      if (specifier.startsWith('@/')) target = join(src, specifier.slice(2));
      else if (specifier.startsWith('.')) target = resolve(dirname(path), specifier);
      else continue;
      const [from, to] = [folderOf(path), folderOf(target)];
      if (from === to) continue;
      const arrow = `${from} -> ${to}`;
      arrows.set(arrow, (arrows.get(arrow) ?? true) && typeOnly);
    }
  }
  return arrows;
}

/** The arrows the diagram draws, each with whether it is drawn dotted. */
function arrowsDrawn(): Map<string, boolean> {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const diagram = /```mermaid\nflowchart TD\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  const arrows = new Map<string, boolean>();
  for (const line of diagram.split('\n')) {
    const drawn = /^\s*(\w+)(?:\[[^\]]*\])?\s*(-->|-\.[^.]*\.->)\s*(\w+)/.exec(line);
    if (drawn) arrows.set(`${drawn[1]} -> ${drawn[3]}`, drawn[2] !== '-->');
  }
  return arrows;
}

it('draws every arrow between the folders of src/, and no other', () => {
  const drawn = arrowsDrawn();
  expect(drawn.size).toBeGreaterThan(0);
  expect([...drawn.keys()].sort()).toEqual([...arrowsInCode().keys()].sort());
});

it('draws dotted only arrows that carry types alone', () => {
  const inCode = arrowsInCode();
  const dotted = [...arrowsDrawn()].filter(([, isDotted]) => isDotted).map(([arrow]) => arrow);
  expect(dotted.filter((arrow) => inCode.get(arrow) !== true)).toEqual([]);
});
