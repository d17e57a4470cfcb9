import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DEMO_CARDS } from '@/mocks/seed';
import { formatDate, isoDate } from '@/lib/dates';
import { sections } from '@/record';
import { renderApp } from '../support/renderApp';
import {
  answerResource,
  failResource,
  pageLoad,
  recordLoaded,
  region,
  viewPath,
  printWindowFilled,
} from '../support/recordView';

const XSS = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';

/**
 * A print window: an iframe's, a real and separate window and document (which Testing Library
 * can query as it queries the page); print and focus are spies.
 */
function stubPrintWindow() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  onTestFinished(() => frame.remove());
  const printWindow = frame.contentWindow;
  if (!printWindow) throw new Error('the iframe has no window');
  // Kept past the test (not restored): a print due after it ends finds a spy still.
  const print = vi.fn();
  Object.assign(printWindow, { print, focus: vi.fn() });
  const open = vi.spyOn(window, 'open').mockReturnValue(printWindow);
  return { printed: printWindow.document, print, open };
}

/**
 * A section of the print document, by its heading. Its sections are plain <section>s with no
 * name, so no role to query by: the way to one is up from its heading.
 */
function printedSection(printed: Document, title: string): HTMLElement {
  const heading = within(printed.body).getByRole('heading', { level: 2, name: title });
  return heading.closest('section') as HTMLElement;
}

/**
 * The elements stored text must never become (an image's onerror, an svg's onload, a script),
 * counted in the markup itself: a script has no role, and such an element does its harm unseen.
 */
function elementsThatRun(root: Document): Element[] {
  return [...root.querySelectorAll('img, svg, script')];
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('"Imprimir Prontuário" on the record view', () => {
  it('opens the print window with the record and prints it after 500 ms', async () => {
    const { printed, print, open } = stubPrintWindow();
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
    await printWindowFilled();
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=800,height=600');

    const page = within(printed.body);
    const body = printed.body.textContent ?? '';
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(/^Prontuário Médico$/);
    expect(body).toContain('Cartão nº ABC-123-XYZ');
    const today = formatDate(isoDate(new Date()), 'pt-BR') ?? '';
    expect(body).toContain(`Impresso em ${today}`);
    for (const value of ['Maria Helena Souza', '12/04/1990', '(11) 98765-4321', 'Dipirona']) {
      expect(body).toContain(value);
    }
    // The emergency summary first, then every section: the full card fills them all, the blood
    // type inside personal information and the health plan before the insurance, as in the view.
    const headings = page.getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent('Resumo de emergência');
    expect(headings).toHaveLength(sections.length);
    const titles = headings.map((heading) => heading.textContent);
    expect(titles.slice(1, 6)).toEqual([
      'Informações pessoais',
      'Gestação',
      'Contatos de emergência',
      'Plano de saúde',
      'Seguro de saúde',
    ]);
    const outline = page.getAllByRole('heading').map((heading) => heading.textContent);
    const personal = outline.indexOf('Informações pessoais');
    expect(outline.slice(personal, personal + 3)).toEqual([
      'Informações pessoais',
      'Tipo sanguíneo',
      'Gestação',
    ]);

    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(499);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so in a toast when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
    await printWindowFilled();
    expect(
      await screen.findByText(/O navegador bloqueou a janela de impressão/, {}, pageLoad),
    ).toBeInTheDocument();
  });
});

describe('a section whose read failed', () => {
  it('is printed as not loaded, even when the answer was a body of another shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failResource('allergies', () => HttpResponse.json({ data: 'Dipirona' }), Infinity);
    const { printed } = stubPrintWindow();
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));

    await printWindowFilled();
    const allergies = printedSection(printed, 'Alergias');
    expect(allergies).toHaveTextContent('Esta seção não pôde ser carregada e não foi impressa.');
    expect(within(allergies).queryAllByRole('article')).toHaveLength(0);
    // The sections that were read are printed as usual.
    expect(printed.body).toHaveTextContent('Metildopa 250 mg');
  });
});

describe('stored markup', () => {
  it('shows as text on the page and in the print window, never as elements', async () => {
    answerResource('allergies', [{ id: 1, name: XSS, reaction: SCRIPT, severity: 'Severa' }]);
    answerResource('contacts', [{ id: 2, name: SVG, relationship: XSS, phone: '11987654321' }]);
    const { printed } = stubPrintWindow();
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    expect(within(region('Alergias')).getByText(XSS)).toBeVisible();
    expect(within(region('Alergias')).getByText(SCRIPT)).toBeVisible();
    expect(within(region('Contatos de emergência')).getByText(SVG)).toBeVisible();
    expect(elementsThatRun(document)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));

    await printWindowFilled();
    for (const text of [XSS, SCRIPT, SVG]) expect(printed.body.textContent).toContain(text);
    expect(elementsThatRun(printed)).toHaveLength(0);
  });
});
