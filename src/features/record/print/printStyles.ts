/** The print sheet's own styles: A4, readable type, items and headings kept whole. */
export const PRINT_STYLES = `
@page { size: A4; margin: 18mm 16mm 20mm; }
* { box-sizing: border-box; }
html { color: #111827; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0 auto; max-width: 190mm; padding: 16px; font-size: 10.5pt; line-height: 1.35; }
header { border-bottom: 2px solid #0d5139; margin-bottom: 14pt; padding-bottom: 8pt; }
h1 { font-size: 18pt; margin: 0 0 4pt; }
header p { margin: 0; }
section { margin: 0 0 14pt; }
h2 {
  background: #effaf5; border-left: 4px solid #0d5139; font-size: 13pt; margin: 0 0 6pt;
  padding: 3pt 6pt; break-after: avoid; page-break-after: avoid;
}
article { border-top: 1px solid #d1d5db; padding: 6pt 0; break-inside: avoid; page-break-inside: avoid; }
article:first-of-type { border-top: 0; padding-top: 0; }
h3 { font-size: 11pt; margin: 0 0 4pt; break-after: avoid; page-break-after: avoid; }
article > dl { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4pt 14pt; margin: 0; }
article > dl > div { break-inside: avoid; page-break-inside: avoid; }
article > dl > .wide { grid-column: 1 / -1; }
dt { color: #374151; font-size: 8.5pt; font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.missing, .note { color: #4b5563; font-style: italic; }
.note { font-size: 9pt; margin: 4pt 0 0; }
.summary { border: 2px solid #b91c1c; margin: 0 0 16pt; padding: 0 8pt 8pt; break-inside: avoid; page-break-inside: avoid; }
.summary h2 { background: #b91c1c; border: 0; color: #fff; margin: 0 -8pt 8pt; text-transform: uppercase; }
.summary h3 { color: #374151; font-size: 8.5pt; margin: 8pt 0 2pt; text-transform: uppercase; }
.summary dl, .summary ul, .summary p { margin: 0; }
.summary ul { padding-left: 14pt; }
.summary li > span + span { margin-left: 4pt; }
.summary [data-summary-part="patient"] { display: inline-block; margin-right: 24pt; vertical-align: top; }
.summary [data-summary-part="bloodType"] { border: 2px solid #b91c1c; display: inline-block; padding: 2pt 10pt; text-align: center; }
.summary [data-summary-field="name"] { font-size: 14pt; font-weight: 700; }
.summary [data-summary-field="blood-type"] { font-size: 22pt; font-weight: 900; }
.summary button, .summary [aria-hidden="true"], .summary [data-summary-part="contacts"] a { display: none; }
a { color: #0d5139; }
@media print {
  body { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}
`;
