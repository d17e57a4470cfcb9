// The card code has one name in the code, `cardCode`; only the wire keeps the API's `cardNumber`,
// as a field of what src/api sends. A payment card's number is never called plain `cardNumber`.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { sourceFilesUnder } from '../support/sourceFiles';

const src = join(__dirname, '../../../src');

/** Whether the name is the key of a field written in an object or a type, not a binding. */
function isFieldKey(name: ts.Identifier): boolean {
  const { parent } = name;
  return (
    (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === name
  );
}

/** Every identifier named `cardNumber` in src/: where it is, and whether it is a wire field. */
function cardNumberNames(): { at: string; wireField: boolean }[] {
  return sourceFilesUnder(src).flatMap((path) => {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const found: { at: string; wireField: boolean }[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === 'cardNumber') {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        const inClient = relative(src, path).startsWith('api/');
        found.push({
          at: `${relative(src, path)}:${line + 1}`,
          wireField: inClient && isFieldKey(node),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  });
}

it('calls the card code cardCode, and cardNumber only as a field the client sends', () => {
  const names = cardNumberNames();
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !name.wireField).map((name) => name.at)).toEqual([]);
});
