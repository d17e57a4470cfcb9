import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DEMO_CARDS } from '../../../src/mocks/seed';
import { renderApp } from '../renderApp';
import {
  answerResource,
  failResource,
  pageLoad,
  recordLoaded,
  region,
  viewPath,
} from './viewHelpers';

const XSS = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';

/** A print window backed by a real, separate document; print and focus are spies. */
function stubPrintWindow() {
  const printWindow = {
    document: document.implementation.createHTMLDocument(''),
    print: vi.fn(),
    focus: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
  return { printWindow, open };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('"Imprimir Prontuário" on the record view', () => {
  it('opens the print window with the record and prints it after 500 ms', async () => {
    const { printWindow, open } = stubPrintWindow();
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=800,height=600');

    const body = printWindow.document.body.textContent ?? '';
    expect(printWindow.document.querySelector('h1')?.textContent).toBe('Prontuário Médico');
    expect(body).toContain('Cartão nº ABC-123-XYZ');
    const today = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' }).format(new Date());
    expect(body).toContain(`Impresso em ${today}`);
    for (const value of ['Maria Helena Souza', '12/04/1990', '(11) 98765-4321', 'Dipirona']) {
      expect(body).toContain(value);
    }
    const titles = [...printWindow.document.querySelectorAll('h2')].map((h) => h.textContent);
    expect(titles).toHaveLength(15);

    expect(printWindow.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(499);
    expect(printWindow.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(printWindow.print).toHaveBeenCalledTimes(1);
  });

  it('says so in a toast when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
    expect(
      await screen.findByText(/O navegador bloqueou a janela de impressão/, {}, pageLoad),
    ).toBeInTheDocument();
  });
});

describe('a section whose read failed', () => {
  it('is printed as not loaded, even when the answer was a body of another shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failResource('allergies', () => HttpResponse.json({ data: 'Dipirona' }), Infinity);
    const { printWindow } = stubPrintWindow();
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
    const printed = [...printWindow.document.querySelectorAll('section')].find(
      (section) => section.querySelector('h2')?.textContent === 'Alergias',
    );
    expect(printed?.textContent).toContain('Esta seção não pôde ser carregada e não foi impressa.');
    expect(printed?.querySelectorAll('article')).toHaveLength(0);
    // The sections that were read are printed as usual.
    expect(printWindow.document.body.textContent).toContain('Metildopa 250 mg');
  });
});

describe('stored markup', () => {
  it('shows as text on the page and in the print window, never as elements', async () => {
    answerResource('allergies', [{ id: 1, name: XSS, reaction: SCRIPT, severity: 'Severa' }]);
    answerResource('contacts', [{ id: 2, name: SVG, relationship: XSS, phone: '11987654321' }]);
    const { printWindow } = stubPrintWindow();
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    expect(within(region('Alergias')).getByText(XSS)).toBeVisible();
    expect(within(region('Alergias')).getByText(SCRIPT)).toBeVisible();
    expect(within(region('Contatos de emergência')).getByText(SVG)).toBeVisible();
    expect(document.querySelectorAll('img, svg, script')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
    const printed = printWindow.document;
    for (const text of [XSS, SCRIPT, SVG]) expect(printed.body.textContent).toContain(text);
    expect(printed.querySelectorAll('img, svg, script')).toHaveLength(0);
  });
});
