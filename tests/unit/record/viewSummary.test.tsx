import { screen, within } from '@testing-library/react';
import { ageOn } from '@/lib/dates';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import {
  answerResource,
  definitionOf,
  recordLoaded,
  region,
  summaryPart,
  viewPath,
} from '../support/recordView';

function summary(): HTMLElement {
  return region('Resumo de emergência');
}

/** A titled part of the summary. */
function part(title: string): HTMLElement {
  return summaryPart(summary(), title);
}

function listTexts(element: HTMLElement): string[] {
  return within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function openFullRecord() {
  await renderApp(viewPath(DEMO_CARDS.full));
  await recordLoaded();
}

describe('the emergency summary of the full demo record', () => {
  it('comes before every section', async () => {
    await openFullRecord();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent('Resumo de emergência');
  });

  it('names the patient, the age and the blood type', async () => {
    await openFullRecord();
    const card = summary();
    expect(within(card).getByText('Maria Helena Souza')).toBeVisible();
    const age = ageOn('1990-04-12') as number;
    expect(within(card).getByText(`${age} anos (nascimento em 12/04/1990)`)).toBeVisible();
    expect(within(card).getByText('Tipo sanguíneo')).toBeVisible();
    expect(within(card).getByText('O+')).toBeVisible();
  });

  it('lists allergies most severe first, the severe ones marked in words', async () => {
    await openFullRecord();
    const allergies = part('Alergias');
    const texts = listTexts(allergies);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(/^Gravidade: ⚠ Severa — Dipirona/);
    expect(texts[1]).toMatch(/^Gravidade: ⚠ Severa — Picada de abelha/);
    expect(texts[2]).toMatch(/^Gravidade: Moderada — Camarão/);
    expect(texts[3]).toMatch(/^Gravidade: Leve — Látex/);
    expect(within(allergies).getByText('Dipirona')).toHaveClass('text-red-900');
  });

  it('keeps only active conditions and medicines', async () => {
    await openFullRecord();
    const conditions = listTexts(part('Condições ativas')).join('\n');
    expect(conditions).toContain('Hipertensão arterial (Controlada)');
    expect(conditions).toContain('Enxaqueca (Não controlada)');
    expect(conditions).not.toContain('Sinusite');
    const medicines = listTexts(part('Medicamentos em uso'));
    expect(medicines).toHaveLength(3);
    expect(medicines[0]).toBe('Metildopa 250 mg — 1 comprimido, 8 em 8 horas (Ativo)');
    expect(medicines.join('\n')).not.toContain('Amoxicilina');
  });

  it('warns of the pregnancy and the prosthesis not compatible with MRI', async () => {
    await openFullRecord();
    const pregnancy = part('Gestação');
    expect(within(pregnancy).getByText('Paciente gestante')).toBeVisible();
    expect(
      within(pregnancy).getByText(
        /^20 semanas, contadas da última menstruação \(\d\d\/\d\d\/\d{4}\)$/,
      ),
    ).toBeVisible();
    expect(within(pregnancy).getByText('Sim — Condições preexistentes')).toBeVisible();
    const mri = part('Ressonância magnética');
    expect(within(mri).getByText('Prótese não compatível com ressonância magnética')).toBeVisible();
    expect(listTexts(mri)).toEqual(['Auditiva — Ouvido direito']);
  });

  it('gives every contact a call link and, for mobiles, a WhatsApp link', async () => {
    await openFullRecord();
    const contacts = part('Contatos de emergência');
    expect(listTexts(contacts)).toHaveLength(3);
    expect(
      within(contacts).getByRole('link', {
        name: 'Ligar para João Pedro Souza, (11) 98765-4321',
      }),
    ).toHaveAttribute('href', 'tel:+5511987654321');
    const whatsapp = within(contacts).getByRole('link', {
      name: 'WhatsApp de João Pedro Souza (abre em nova aba)',
    });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(contacts).getByText('(Cônjuge)')).toBeVisible();
  });
});

describe('the emergency summary never invents', () => {
  it('leaves pregnancy and MRI out when they do not apply, and says what is not recorded', async () => {
    answerResource('pregnancy', { id: 1, is_pregnant: '0' });
    answerResource('prosthetics', [
      { id: 2, type: 'ortopedica', compatible_magnetic_resonance: '0', status: 'retirada' },
      { id: 3, type: 'cardiaca/vascular', compatible_magnetic_resonance: '1', status: 'presente' },
    ]);
    answerResource('allergies', [{ id: 4, name: 'Penicilina' }]);
    answerResource('contacts', [{ id: 5, name: 'Pedro', phone: '1133334444' }]);
    answerResource('blood-type', null);
    answerResource('conditions', []);
    await openFullRecord();
    const card = summary();
    expect(within(card).queryByRole('heading', { name: 'Gestação' })).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('heading', { name: 'Ressonância magnética' }),
    ).not.toBeInTheDocument();
    expect(listTexts(part('Alergias'))).toEqual([
      'Gravidade: Gravidade não informada — Penicilina',
    ]);
    expect(within(part('Condições ativas')).getByText('Nenhum registro')).toBeVisible();
    expect(within(definitionOf(card, 'Tipo sanguíneo')).getByText('Não informado')).toBeVisible();
    // A landline: a call, but no WhatsApp.
    const contacts = part('Contatos de emergência');
    expect(within(contacts).getByRole('link', { name: /^Ligar para Pedro/ })).toHaveAttribute(
      'href',
      'tel:+551133334444',
    );
    expect(within(contacts).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('shows a contact without a phone as not informed, with no link', async () => {
    answerResource('contacts', [{ id: 5, name: 'Pedro', relationship: 'Irmão', phone: '' }]);
    await openFullRecord();
    const contacts = part('Contatos de emergência');
    expect(within(contacts).getByText('Não informado')).toBeVisible();
    expect(within(contacts).queryByRole('link')).not.toBeInTheDocument();
  });
});
