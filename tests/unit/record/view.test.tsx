import { screen, within } from '@testing-library/react';
import ptRecord from '@/i18n/locales/pt/record.json';
import { sections } from '@/record';
import { DEMO_CARDS } from '@/mocks/seed';
import { updateStore } from '@/mocks/store';
import { renderApp } from '../support/renderApp';
import {
  answerResource,
  definitionOf,
  listEntry,
  pageLoad,
  recordLoaded,
  region,
  viewPath,
} from '../support/recordView';
import { specViewOrder } from '../support/specOrder';

const titleOf = (id: string) =>
  (ptRecord.sections as Record<string, { title: string }>)[id]?.title ?? id;
/** SPEC's view: the blood type inside personal information, the health plan before insurance. */
const viewTitles = specViewOrder.map(titleOf);

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

describe('the record view of the full demo card', () => {
  it("shows the title, the card code and every section in the order of SPEC's view", async () => {
    await renderApp(viewPath(DEMO_CARDS.full));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prontuário Médico' }, pageLoad),
    ).toBeVisible();
    expect(screen.getByText('Cartão nº ABC-123-XYZ')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir Prontuário' })).toBeVisible();
    await recordLoaded();
    const headings = sectionHeadings();
    expect(headings[0]).toBe('Resumo de emergência');
    expect(headings.slice(1)).toEqual(viewTitles);
    expect(viewTitles).toHaveLength(sections.length - 1);
    // The blood type, with its attachment, inside personal information.
    const personal = region('Informações pessoais');
    expect(
      within(personal).getByRole('heading', { level: 3, name: 'Tipo sanguíneo' }),
    ).toBeVisible();
    expect(definitionOf(personal, 'Tipo sanguíneo')).toHaveTextContent(/^O\+$/);
  });

  it('formats every kind of value', async () => {
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();

    const personal = region('Informações pessoais');
    expect(within(personal).getByText('12/04/1990')).toBeVisible();
    // The CPF in part: the public page's default (in full: viewVisibility.test.tsx).
    expect(within(personal).getByText(/^\*\*\*\.982\.247-\*\*/)).toBeVisible();
    expect(within(personal).getByText('Feminino')).toBeVisible();
    expect(within(personal).getByText('Brasil')).toBeVisible();

    const pregnancy = region('Gestação');
    expect(within(pregnancy).getByText('20 semanas')).toBeVisible();
    expect(within(pregnancy).getByText('Condições preexistentes')).toBeVisible();
    expect(within(pregnancy).getAllByText('Sim')).toHaveLength(2);

    const contacts = region('Contatos de emergência');
    expect(within(contacts).getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );

    const prostheses = region('Próteses');
    const cochlear = listEntry(prostheses, 'Prótese 1');
    expect(definitionOf(cochlear, 'Compatível com ressonância magnética?')).toHaveTextContent(
      /^Não$/,
    );
    // The removal date shows only for a removed prosthesis.
    expect(within(cochlear).queryByText('Data da retirada')).not.toBeInTheDocument();
    const plate = listEntry(prostheses, 'Prótese 2');
    expect(within(plate).getByText('10/04/2011')).toBeVisible();

    const levothyroxine = listEntry(region('Medicamentos'), 'Medicamento 2');
    expect(definitionOf(levothyroxine, 'Observações')).toHaveTextContent(/^Não informado$/);

    expect(within(region('Vacinas')).getByText('Covid-19')).toBeVisible();
    expect(within(region('Seguro de saúde')).getByText('R$ 500.000,00')).toBeVisible();
    const plan = region('Plano de saúde');
    expect(within(plan).getByText('Familiar')).toBeVisible();
    // "Possui plano de saúde?" is the editor's question, never stored: the view shows the plan.
    expect(within(plan).queryByText('Possui plano de saúde?')).toBeNull();
  });

  it('numbers repeated items in their labels and keeps each in its own list entry', async () => {
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const allergies = region('Alergias');
    const labels = within(allergies)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(labels).toEqual(['Alergia 1', 'Alergia 2', 'Alergia 3', 'Alergia 4']);
    expect(within(allergies).getAllByRole('listitem')).toHaveLength(4);
    // A single item needs no label of its own: personal information's only heading below its
    // title is the blood type's, shown inside it.
    expect(
      within(region('Informações pessoais'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tipo sanguíneo']);
  });

  it('numbers the items of a flat section when it holds more than one', async () => {
    answerResource('health-plans', [
      { id: 1, provider: 'Unimed' },
      { id: 2, provider: 'Amil' },
    ]);
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const plans = within(region('Plano de saúde'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(plans).toEqual(['Plano de saúde 1', 'Plano de saúde 2']);
  });

  it('opens a code typed in lower case, shown grouped', async () => {
    await renderApp(viewPath('abc123xyz'));
    await recordLoaded();
    expect(screen.getByText('Cartão nº ABC-123-XYZ')).toBeVisible();
    expect(within(region('Alergias')).getByText('Dipirona')).toBeVisible();
  });

  it('links each attachment under the storage base, or says there is none', async () => {
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const exams = region('Exames');
    const links = within(exams).getAllByRole('link', { name: /^Visualizar Arquivo/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(
        new RegExp(`^${window.location.origin}/storage/attachments/ABC123XYZ/`),
      );
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[0]).toHaveAccessibleName('Visualizar Arquivo (Exame 1, abre em nova aba)');
    // The exam without a file is told once, at the section's end, not in its own entry.
    expect(within(exams).getByText('Anexos: Nenhum arquivo adicionado (Exame 3)')).toBeVisible();
    expect(within(listEntry(exams, 'Exame 3')).queryByText(/Anexo/)).not.toBeInTheDocument();
  });

  it('folds the items without a file into one quiet line per section', async () => {
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    const contacts = region('Contatos de emergência');
    expect(within(contacts).getAllByText(/Nenhum arquivo adicionado/)).toHaveLength(1);
    expect(within(contacts).getByText('Anexos: Nenhum arquivo adicionado')).toBeVisible();
    const personal = region('Informações pessoais');
    expect(within(personal).getByText('Anexo: Nenhum arquivo adicionado')).toBeVisible();
  });

  it('lists every section shown in a table of contents whose links take the focus there', async () => {
    const { user } = await renderApp(viewPath(DEMO_CARDS.partial));
    await recordLoaded();
    const contents = screen.getByRole('navigation', { name: 'Neste prontuário' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sectionHeadings().slice(1));
    for (const link of links) {
      const heading = within(region(link.textContent ?? '')).getByRole('heading', { level: 2 });
      expect(link).toHaveAttribute('href', `#${heading.id}`);
    }
    await user.click(within(contents).getByRole('link', { name: 'Alergias' }));
    expect(within(region('Alergias')).getByRole('heading', { level: 2 })).toHaveFocus();
  });
});

describe('sections without data', () => {
  it('leaves out every section the partial card has not filled', async () => {
    await renderApp(viewPath(DEMO_CARDS.partial));
    await recordLoaded();
    expect(sectionHeadings().slice(1)).toEqual([
      'Informações pessoais',
      'Contatos de emergência',
      'Alergias',
    ]);
  });

  it('shows an empty card as missing data, never as an empty page or invented values', async () => {
    await renderApp(viewPath(DEMO_CARDS.empty));
    await recordLoaded();
    expect(sectionHeadings()).toEqual(['Resumo de emergência']);
    const summary = region('Resumo de emergência');
    expect(within(summary).getAllByText('Não informado').length).toBeGreaterThanOrEqual(3);
    expect(within(summary).getAllByText('Nenhum registro')).toHaveLength(4);
  });
});

describe('pregnancy', () => {
  it('is hidden, in the sections and the summary, when the gender is masculino', async () => {
    await updateStore((draft) => {
      const info = draft.records[DEMO_CARDS.full]?.['personal-information']?.[0];
      if (info) info.gender = 'masculino';
    });
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    expect(sectionHeadings()).not.toContain('Gestação');
    expect(sectionHeadings()).toContain('Alergias');
    expect(screen.queryByText('Paciente gestante')).not.toBeInTheDocument();
  });

  it('is shown when no gender is given', async () => {
    await updateStore((draft) => {
      const info = draft.records[DEMO_CARDS.full]?.['personal-information']?.[0];
      if (info) info.gender = '';
    });
    await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    expect(sectionHeadings()).toContain('Gestação');
  });
});

describe('languages', () => {
  it('follows the header language switcher', async () => {
    const { user } = await renderApp(viewPath(DEMO_CARDS.full));
    await recordLoaded();
    await user.click(screen.getByRole('button', { name: /^Idioma:\s*Português/ }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medical record' }, pageLoad),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Emergency summary' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print medical record' })).toBeVisible();
    const summary = region('Emergency summary');
    expect(within(summary).getAllByText('Severe')).toHaveLength(2);
    expect(within(summary).getByText(/years \(born Apr 12, 1990\)/)).toBeVisible();
    expect(within(region('Allergies')).getByText('Allergy 1')).toBeVisible();
  });

  it('opens in German with every word of the page', async () => {
    await renderApp(viewPath(DEMO_CARDS.full), 'de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Patientenakte' }, pageLoad),
    ).toBeVisible();
    await screen.findByText('Patientenakte geladen.', {}, pageLoad);
    expect(screen.getByRole('heading', { name: 'Notfallübersicht' })).toBeVisible();
    expect(screen.getByText(/Jahre \(geb\. am 12\. Apr\. 1990\)/)).toBeVisible();
  });
});
