import type { Narrative } from '@medplum/fhirtypes';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => escapes[char] ?? char);
}

/** A generated FHIR narrative: the lines as a list of XHTML paragraphs. */
export function narrative(lines: readonly string[]): Narrative {
  const body = lines.map((line) => `<p>${escapeXml(line)}</p>`).join('');
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>` };
}
