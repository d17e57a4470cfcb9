import { printableRecord } from '@/features/record/print/printableRecord';
import { printRecord } from '@/features/record/print/printRecord';
import { PRINT_DELAY_MS } from '@/features/record/print/printWindow';
import {
  allergy,
  toFormItem,
  personalInformation,
  pregnancy,
  recordResourceNames,
  showableItems,
} from '@/record';
import { parseRecordAnswer } from '@/api/recordAnswer';
import type { RecordState, SectionRead } from '@/recordReading/recordState';
import { i18n, i18nReady } from '@/i18n/setup';

const XSS = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';
const NOW = new Date(2025, 2, 7, 14, 30);

// The print document is not this window's, so jest-dom's matchers do not apply to it: the
// assertions read its text and attributes directly.

/** A window whose document is a real, separate HTML document; print and focus are spies. */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  return { document: doc, print: vi.fn(), focus: vi.fn() };
}

function opener(result: ReturnType<typeof fakeWindow> | null) {
  return { open: vi.fn(() => result as unknown as Window | null) };
}

/** Every section read and empty, but those given. */
function recordState(): RecordState {
  const nothing: SectionRead = { status: 'empty' };
  const empty = Object.fromEntries(
    recordResourceNames.map((resource) => [resource, nothing]),
  ) as RecordState;
  return {
    ...empty,
    'personal-information': {
      status: 'shown',
      items: [
        toFormItem(personalInformation, {
          name: XSS,
          gender: 'feminino',
          date_birth: '1990-04-12',
          cpf: '52998224725',
        }),
      ],
    },
    allergies: {
      status: 'shown',
      items: [
        toFormItem(allergy, { name: SCRIPT, reaction: SVG, severity: 'Severa' }),
        toFormItem(allergy, { name: 'Látex', attachment_file_path: 'attachments/x/laudo.pdf' }),
      ],
    },
    vaccines: { status: 'failed', error: new Error('offline') },
  };
}

async function printedDocument(state: RecordState = recordState(), language = 'pt') {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['record', 'recordView']);
  const t = i18n.getFixedT(language);
  const win = fakeWindow();
  const opened = printRecord(printableRecord(state, 'ABC-123-XYZ', t, language, NOW), opener(win));
  return { doc: win.document, win, opened };
}

describe('the print window', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens an 800x600 window and prints 500 ms later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await i18nReady;
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces(['record', 'recordView']);
    const win = fakeWindow();
    const source = opener(win);
    const record = printableRecord(recordState(), 'ABC-123-XYZ', i18n.getFixedT('pt'), 'pt', NOW);
    expect(printRecord(record, source)).toBe(true);
    expect(source.open).toHaveBeenCalledWith('', '_blank', 'width=800,height=600');
    expect(win.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(win.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.print).toHaveBeenCalledTimes(1);
  });

  it('reports a blocked window instead of failing', async () => {
    await i18nReady;
    const record = printableRecord(recordState(), 'ABC-123-XYZ', i18n.getFixedT('pt'), 'pt', NOW);
    expect(printRecord(record, opener(null))).toBe(false);
  });

  it('holds the title, the card code, the print date and the values', async () => {
    const { doc } = await printedDocument();
    expect(doc.querySelector('h1')?.textContent).toContain('Prontuário Médico');
    expect(doc.body.textContent).toContain('Cartão nº ABC-123-XYZ');
    expect(doc.body.textContent).toContain('Impresso em 07/03/2025');
    expect(doc.title).toContain('Prontuário Médico');
    expect(doc.documentElement.lang).toBe('pt-BR');
    const text = doc.body.textContent ?? '';
    expect(text).toContain('12/04/1990');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('Feminino');
    expect(text).toContain('Severa');
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Resumo de emergência',
      'Informações pessoais',
      'Alergias',
      'Vacinas',
    ]);
    expect([...doc.querySelectorAll('article h3')].map((h) => h.textContent)).toEqual([
      'Alergia 1',
      'Alergia 2',
    ]);
  });

  it('shows "Não informado", attachment links under the storage base and unread sections', async () => {
    const { doc } = await printedDocument();
    expect(doc.querySelector('.missing')?.textContent).toContain('Não informado');
    const links = [...doc.querySelectorAll('a')];
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toContain('Visualizar Arquivo');
    expect(links[0]?.getAttribute('href')).toBe(
      `${window.location.origin}/storage/attachments/x/laudo.pdf`,
    );
    expect(doc.body.textContent).toContain('Nenhum arquivo adicionado');
    expect(doc.body.textContent).toContain('Esta seção não pôde ser carregada e não foi impressa.');
  });

  it('prints an unanswered yes/no question as "Não informado", read from the wire', async () => {
    const read = parseRecordAnswer('pregnancy', {
      data: { is_pregnant: '1', gestational_age: '20', risk_pregnancy: '' },
    });
    const { doc } = await printedDocument({
      ...recordState(),
      pregnancy: { status: 'shown', items: showableItems(pregnancy, read ?? []) },
    });
    const pairs = [...doc.querySelectorAll('section > article dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toContainEqual(['Gravidez de risco?', 'Não informado']);
    expect(pairs).toContainEqual(['Está grávida?', 'Sim']);
  });

  it('starts with the emergency summary, before any section, without its buttons and links', async () => {
    const { doc } = await printedDocument();
    const main = doc.querySelector('main');
    const summary = main?.children[1];
    expect(main?.children[0]?.tagName).toBe('HEADER');
    expect(summary?.querySelector('h2')?.textContent).toBe('Resumo de emergência');
    expect(summary?.querySelector('[data-summary-field="blood-type"]')).not.toBeNull();
    const allergies = summary?.querySelector('[data-summary-part="allergies"]')?.textContent ?? '';
    expect(allergies).toContain(SCRIPT);
    // The print shows what the screen keeps for screen readers: the severity, then a separator.
    const items = [...(summary?.querySelectorAll('[data-summary-part="allergies"] li') ?? [])];
    const shown = items.map((li) => {
      const copy = li.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    });
    expect(shown).toEqual([
      `Gravidade: Severa — ${SCRIPT} (${SVG})`,
      'Gravidade: Gravidade não informada — Látex',
    ]);
    const css = doc.head.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/\.summary button[^{]*{\s*display:\s*none/);
  });

  it('folds the items without a file into one line for their section', async () => {
    const { doc } = await printedDocument();
    const allergies = [...doc.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Alergias',
    );
    const notes = [...(allergies?.querySelectorAll('.note') ?? [])].map((n) => n.textContent);
    expect(notes).toEqual(['Anexos: Nenhum arquivo adicionado (Alergia 1)']);
    expect(allergies?.querySelectorAll('article')[0]?.textContent).not.toContain('Anexo');
  });

  it('prints user text as text: no element is ever made from it', async () => {
    const { doc } = await printedDocument();
    const text = doc.body.textContent ?? '';
    expect(text).toContain(XSS);
    expect(text).toContain(SCRIPT);
    expect(text).toContain(SVG);
    expect(doc.querySelectorAll('img, script, svg, iframe, object')).toHaveLength(0);
    expect([...doc.querySelectorAll('*')].some((el) => el.hasAttribute('onerror'))).toBe(false);
    expect(doc.body.innerHTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is laid out for A4 paper, keeping items whole', async () => {
    const { doc } = await printedDocument();
    const css = doc.head.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/@page\s*{[^}]*size:\s*A4/);
    expect(css).toMatch(/article\s*{[^}]*break-inside:\s*avoid/);
    expect(css).toMatch(/h2\s*{[^}]*break-after:\s*avoid/);
    expect(doc.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    );
  });

  it('speaks the current language, dates included', async () => {
    const { doc } = await printedDocument(recordState(), 'fr');
    expect(doc.documentElement.lang).toBe('fr');
    expect(doc.querySelector('h1')?.textContent).toContain('Dossier médical');
    expect(doc.body.textContent).toContain('Imprimé le 7 mars 2025');
    expect(doc.body.textContent).toContain('Carte n° ABC-123-XYZ');
    expect(doc.body.textContent).toContain('12 avr. 1990');
    expect(doc.body.textContent).not.toContain('12/04/1990');
  });
});

describe('the print of a masculine record', () => {
  it('leaves pregnancy out', async () => {
    const state = recordState();
    state['personal-information'] = {
      status: 'shown',
      items: [toFormItem(personalInformation, { name: 'José', gender: 'masculino' })],
    };
    state.pregnancy = { status: 'shown', items: [toFormItem(pregnancy, { is_pregnant: '1' })] };
    expect((await printedDocument(state)).doc.body.textContent).not.toContain('Gestação');
    state['personal-information'] = { status: 'empty' };
    expect((await printedDocument(state)).doc.body.textContent).toContain('Gestação');
  });
});

describe('the print of a public page the patient limited', () => {
  it('says "Oculto pelo paciente" for a hidden section and hidden identity numbers', async () => {
    const state = recordState();
    state.allergies = { status: 'hidden' };
    state['personal-information'] = {
      status: 'shown',
      items: [
        toFormItem(personalInformation, {
          name: 'Ana',
          cpf: null,
          passport: null,
          hidden_fields: ['cpf', 'passport'],
        }),
      ],
    };
    const { doc } = await printedDocument(state);
    const sectionsPrinted = [...doc.querySelectorAll('section')];
    const allergies = sectionsPrinted.find(
      (s) => s.querySelector('h2')?.textContent === 'Alergias',
    );
    expect(allergies?.textContent).toContain('Oculto pelo paciente');
    expect(allergies?.textContent).not.toContain('não pôde ser carregada');
    const person = sectionsPrinted.find(
      (s) => s.querySelector('h2')?.textContent === 'Informações pessoais',
    );
    expect(person?.textContent).toContain('Ana');
    expect(person?.textContent?.match(/Oculto pelo paciente/g)).toHaveLength(2);
    // The summary says it too, rather than "Nenhum registro".
    expect(doc.querySelector('[data-summary-part="allergies"]')?.textContent).toContain(
      'Oculto pelo paciente',
    );
  });
});
