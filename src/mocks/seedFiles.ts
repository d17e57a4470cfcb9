// Small real files for the seeded attachments, so "Visualizar Arquivo" opens something readable.

/** A 32x32 PNG: a white cross on green. */
const CROSS_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAPUlEQVR42mPgCrChKWKgkwViDQlUR6MWUNmC/xhg1IJRCwbSgv8UgFELRi0YzWijFgxtC0abLTS3YAi3rgE3YBvgGkXdSAAAAABJRU5ErkJggg==';

export function samplePng(): Blob {
  const binary = atob(CROSS_PNG_BASE64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** The standard PDF fonts need WinAnsi text; plain ASCII keeps the writer tiny. */
function pdfText(line: string): string {
  const ascii = line.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return ascii.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** A one-page PDF with a title and lines of text in Helvetica. */
export function textPdf(title: string, lines: readonly string[]): Blob {
  const content = [
    'BT',
    '/F1 16 Tf 72 770 Td 22 TL',
    `(${pdfText(title)}) Tj T*`,
    '/F1 11 Tf 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}
