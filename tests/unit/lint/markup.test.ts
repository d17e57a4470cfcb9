// The rule of eslint.config.js that keeps text from being parsed as markup in src/, run through
// ESLint's Node API on code at virtual paths.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const element = 'const element = document.createElement("p");\n';

describe('no markup from text in src/', { timeout: 60_000 }, () => {
  it.each([
    ['innerHTML', `${element}element.innerHTML = "<b>x</b>";\n`],
    ['innerHTML', `${element}element["innerHTML"] = "<b>x</b>";\n`],
    ['outerHTML', `${element}element.outerHTML = "<b>x</b>";\n`],
    ['insertAdjacentHTML', `${element}element.insertAdjacentHTML("beforeend", "<b>x</b>");\n`],
    ['outerHTML', `${element}element[\`outerHTML\`] = "<b>x</b>";\n`],
    ['innerHTML', `${element}Object.assign(element, { innerHTML: "<b>x</b>" });\n`],
    ['innerHTML', `${element}Reflect.set(element, "innerHTML", "<b>x</b>");\n`],
    ['insertAdjacentHTML', `${element}element.insertAdjacentHTML("beforeend", "<b>x</b>");\n`],
    ['insertAdjacentHTML', `${element}element["insertAdjacentHTML"]("beforeend", "x");\n`],
    ['setHTMLUnsafe', `${element}element.setHTMLUnsafe("<b>x</b>");\n`],
    ['parseHTMLUnsafe', 'Document.parseHTMLUnsafe("<b>x</b>");\n'],
    ['createContextualFragment', 'new Range().createContextualFragment("<b>x</b>");\n'],
    ['srcdoc', 'document.createElement("iframe").srcdoc = "<b>x</b>";\n'],
    ['srcdoc', 'document.createElement("iframe").setAttribute("srcdoc", "<b>x</b>");\n'],
    ['document.write', 'document.write("<b>x</b>");\n'],
    ['document.write', 'document.writeln("<b>x</b>");\n'],
    ['document.write', 'window.document.write("<b>x</b>");\n'],
    ['document.write', 'globalThis.window.document.writeln("<b>x</b>");\n'],
    ['document.write', 'document["write"]("<b>x</b>");\n'],
    ['document.write', 'window["document"][`writeln`]("<b>x</b>");\n'],
    ['document.write', 'document?.write("<b>x</b>");\n'],
    ['document.write', 'document.createElement("iframe").contentDocument?.write("x");\n'],
    ['document.write', 'Document.prototype.write.call(document, "<b>x</b>");\n'],
    ['document.write', 'const { writeln } = window.document;\nwriteln("<b>x</b>");\n'],
  ])('%s is an error (%#)', async (name, code) => {
    const messages = await restrictions('src/lib/x.ts', `${code}export {};\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(name);
  });

  it('dangerouslySetInnerHTML is an error, as an attribute or a prop', async () => {
    const attribute = await restrictions(
      'src/components/X.tsx',
      'export const X = () => <div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />;\n',
    );
    const prop = await restrictions(
      'src/components/Y.tsx',
      'import { createElement } from "react";\n' +
        'export const Y = () => createElement("div", { dangerouslySetInnerHTML: { __html: "x" } });\n',
    );
    expect(attribute).toEqual([expect.stringContaining('dangerouslySetInnerHTML')]);
    expect(prop).toEqual([expect.stringContaining('dangerouslySetInnerHTML')]);
  });

  it("an iframe's srcDoc is an error", async () => {
    expect(
      await restrictions(
        'src/components/X.tsx',
        'export const X = () => <iframe srcDoc="<b>x</b>" />;\n',
      ),
    ).toEqual([expect.stringContaining('srcdoc')]);
  });

  it('text nodes, and writing to a stream, are allowed', async () => {
    expect(
      await restrictions(
        'src/lib/x.ts',
        `${element}element.textContent = "<b>x</b>";\nexport {};\n`,
      ),
    ).toEqual([]);
    expect(
      await restrictions(
        'src/lib/x.ts',
        'export const send = (writer: WritableStreamDefaultWriter) => writer.write("x");\n',
      ),
    ).toEqual([]);
  });
});
