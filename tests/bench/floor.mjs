// The floor: the emergency summary of a card as one static HTML page, its text inline, minimal
// inline CSS and no script, built from what the demo backend serves for that card. Its elements
// carry the view's data attributes, so the same probe times both. Beside it, the same page painted
// by one inline script: the floor of anything only a script can paint, such as a card's copy that
// lives in the address's fragment.
import { ORIGIN } from './config.mjs';

const escape = (text) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The stored items of one resource of a card, as the demo backend answers them. */
async function storedItems(backend, resource, cardCode) {
  // The handlers match the origin they were loaded for, as in the browser.
  const request = new Request(`${ORIGIN}/api/medical-record/${resource}?cardNumber=${cardCode}`);
  const answer = await backend.getResponse(backend.handlers, request);
  const body = answer ? await answer.json() : { data: [] };
  return Array.isArray(body.data) ? body.data : body.data ? [body.data] : [];
}

const SEVERITY_ORDER = ['Severa', 'Moderada', 'Leve'];
const severityRank = (item) => {
  const rank = SEVERITY_ORDER.indexOf(item.severity);
  return rank === -1 ? SEVERITY_ORDER.length : rank;
};

function ageInYears(birth, today = new Date()) {
  const date = new Date(`${birth}T00:00:00`);
  let age = today.getFullYear() - date.getFullYear();
  const before =
    today.getMonth() < date.getMonth() ||
    (today.getMonth() === date.getMonth() && today.getDate() < date.getDate());
  if (before) age -= 1;
  return age;
}

/**
 * What the emergency summary shows for a card, by the view's rules: allergies the most severe
 * first, conditions not resolved, medicines not finished.
 */
export async function cardSummary(backend, cardCode) {
  const read = (resource) => storedItems(backend, resource, cardCode);
  const [person = {}] = await read('personal-information');
  const [blood = {}] = await read('blood-type');
  const allergies = [...(await read('allergies'))].sort(
    (a, b) => severityRank(a) - severityRank(b),
  );
  return {
    name: person.name ?? '',
    birth: person.date_birth ?? '',
    bloodType: blood.blood_type ?? '',
    allergies,
    conditions: (await read('conditions')).filter((c) => c.status !== 'Resolvida'),
    medicines: (await read('medicines')).filter((m) => m.status !== 'Concluído'),
    contacts: await read('contacts'),
  };
}

const list = (title, items, text, part = '') =>
  `<h2>${title}</h2><ul${part}>${items.map((item) => `<li>${escape(text(item))}</li>`).join('')}</ul>`;

export function summaryFloorPage(summary, cardCode) {
  const birth = summary.birth.split('-').reverse().join('/');
  const age = summary.birth ? `${ageInYears(summary.birth)} anos (${birth})` : 'Não informado';
  const allergy = (a) => `${a.severity ?? ''} ${a.name ?? ''} (${a.reaction ?? ''})`;
  const named = (item) => [item.name, item.dosage, item.frequency, item.status].filter(Boolean);
  const contact = (c) => `${c.name} (${c.relationship}) ${c.phone}`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Prontuário Médico</title>
<style>body{font-family:system-ui,sans-serif;margin:0 16px;color:#0f172a}section{border:2px solid #b91c1c;border-radius:16px;padding:0 16px 16px}h2{font-size:.9rem;text-transform:uppercase}.blood{font-size:3rem;font-weight:900;color:#7f1d1d}</style></head>
<body><h1>Prontuário Médico</h1><p>Cartão nº ${escape(cardCode)}</p>
<section aria-labelledby="resumo"><h2 id="resumo">Resumo de emergência</h2>
<dl><dt>Paciente</dt><dd data-summary-field="name">${escape(summary.name)}</dd>
<dt>Idade</dt><dd>${escape(age)}</dd>
<dt>Tipo sanguíneo</dt><dd class="blood" data-summary-field="blood-type">${escape(summary.bloodType)}</dd></dl>
${list('Alergias', summary.allergies, allergy, ' data-summary-part="allergies"')}
${list('Condições ativas', summary.conditions, (c) => named(c).join(' — '))}
${list('Medicamentos em uso', summary.medicines, (m) => named(m).join(' — '))}
${list('Contatos de emergência', summary.contacts, contact)}
</section></body></html>`;
}

/**
 * The same page, its body painted by one inline script from a string: what a page costs once it
 * needs a script to show anything (the script engine's start, the script's parse and run).
 */
export function scriptedFloorPage(staticPage) {
  const [head, rest = ''] = staticPage.split('<body>');
  const body = rest.replace('</body></html>', '');
  const markup = JSON.stringify(body).replace(/</g, '\\u003c');
  return `${head}<body><script>document.body.insertAdjacentHTML('beforeend', ${markup})</script></body></html>`;
}
