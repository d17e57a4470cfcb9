// The floor: the same record as one static HTML page with its content inline, no script.
const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

export async function floorPage(backend, cardNumber) {
  const { sections } = await backend.vite.ssrLoadModule(
    '/src/features/record/sections/registry.ts',
  );
  const parts = [];
  for (const section of sections) {
    const request = new Request(
      `http://127.0.0.1/api/medical-record/${section.resource}?cardNumber=${cardNumber}`,
    );
    const answer = await backend.getResponse(backend.handlers, request);
    const body = answer ? await answer.json() : { data: [] };
    const items = Array.isArray(body.data) ? body.data : body.data ? [body.data] : [];
    if (!items.length) continue;
    parts.push(`<section><h2>${escape(section.id)}</h2>`);
    for (const item of items) {
      parts.push('<dl>');
      for (const field of section.fields) {
        parts.push(`<dt>${escape(field.name)}</dt><dd>${escape(item[field.name] ?? '')}</dd>`);
      }
      parts.push('</dl>');
    }
    parts.push('</section>');
  }
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Prontuário Médico</title>
<style>body{font-family:system-ui,sans-serif;margin:0 16px;color:#0f172a}h1{font-size:1.9rem}dl{display:grid;grid-template-columns:1fr 1fr;gap:4px}dt{font-weight:600}</style></head>
<body><h1>Prontuário Médico</h1><p>Cartão nº ${escape(cardNumber)}</p>${parts.join('')}</body></html>`;
}
