// A yes/no question nobody answered stays unanswered from the wire to every screen: never "Não",
// never an MRI warning, never a pregnancy, never a "No" in the international summary.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { parseRecordAnswer } from '@/api/recordAnswer';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { renderApp } from '../support/renderApp';
import {
  answer,
  openEditor,
  SAVE,
  saveSection,
  section,
  setUpEditorTests,
  stored,
} from '../support/editor';
import {
  answerResource,
  definitionOf,
  recordLoaded,
  region,
  viewPath,
} from '../support/recordView';

setUpEditorTests();

const card = DEMO_CARDS.full;

describe('reading a yes/no answer', () => {
  it('keeps only 1 and 0 (as text, number or boolean); anything else is unanswered', () => {
    const answers = [1, '1', true, 0, '0', false, null, '', 'true', 'sim', 2, 'N'];
    const items = parseRecordAnswer('prosthetics', {
      data: answers.map((answer) => ({ compatible_magnetic_resonance: answer })),
    });
    expect(items?.map((item) => item.compatible_magnetic_resonance ?? null)).toEqual([
      '1',
      '1',
      '1',
      '0',
      '0',
      '0',
      null,
      '',
      '',
      '',
      '',
      '',
    ]);
  });
});

describe('the record view of unanswered questions', () => {
  beforeEach(() => {
    answerResource('pregnancy', {
      id: 1,
      is_pregnant: '1',
      gestational_age: '20',
      risk_pregnancy: null,
    });
    answerResource('prosthetics', [
      { id: 2, type: 'auditiva', location: 'Ouvido direito', status: 'presente' },
      { id: 3, type: 'ortopedica', compatible_magnetic_resonance: '', status: 'presente' },
    ]);
    answerResource('hospitalizations', [{ id: 4, reason: 'Parto', discharge: null }]);
  });

  it('says "Não informado", warns of no MRI risk and says the compatibility is not informed', async () => {
    await renderApp(viewPath(card));
    await recordLoaded();
    const summary = region('Resumo de emergência');
    expect(within(summary).queryByText(/não compatível/)).not.toBeInTheDocument();
    expect(
      within(summary).getByText('Compatibilidade com ressonância magnética não informada'),
    ).toBeVisible();
    expect(within(summary).getByText('Não informado')).toBeVisible();

    const prostheses = region('Próteses');
    for (const definition of within(prostheses).getAllByRole('definition')) {
      expect(definition).not.toHaveTextContent(/^Não$/);
    }
    expect(within(prostheses).getAllByText('Compatível com ressonância magnética?')).toHaveLength(
      2,
    );
    expect(definitionOf(region('Gestação'), 'Gravidez de risco?')).toHaveTextContent(
      'Não informado',
    );
    expect(definitionOf(region('Internações'), 'Recebeu alta?')).toHaveTextContent('Não informado');
    expect(screen.queryByText(/^Não$/)).not.toBeInTheDocument();
  });

  it('adds no pregnancy line when the pregnancy question is unanswered', async () => {
    // As a save of the unanswered question leaves it: empty text.
    answerResource('pregnancy', { id: 1, is_pregnant: '', gestational_age: '20' });
    await renderApp(viewPath(card));
    await recordLoaded();
    const summary = region('Resumo de emergência');
    expect(within(summary).queryByRole('heading', { name: 'Gestação' })).not.toBeInTheDocument();
    expect(within(summary).queryByText('Paciente gestante')).not.toBeInTheDocument();
  });
});

describe('the editor of unanswered questions', () => {
  it('chooses neither option and saves the question unanswered, never as "0"', async () => {
    server.use(
      http.get('*/api/medical-record/pregnancy', () =>
        HttpResponse.json({
          data: { id: 1, is_pregnant: '1', gestational_age: '20', risk_pregnancy: '' },
        }),
      ),
    );
    const sent: FormData[] = [];
    server.use(
      http.post('*/api/medical-record/pregnancy', async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ message: 'Dados salvos com sucesso!', data: null });
      }),
    );
    const { user } = await openEditor(card);
    const pregnancy = section('Gestação');
    const risk = within(pregnancy).getByRole('group', { name: 'Gravidez de risco?' });
    for (const radio of within(risk).getAllByRole('radio')) expect(radio).not.toBeChecked();

    await user.click(within(pregnancy).getByRole('button', { name: SAVE }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('risk_pregnancy')).toBe('');
    expect(sent[0]?.get('is_pregnant')).toBe('1');
  });
});

describe('an answer given by mistake', () => {
  it('goes back to unanswered, and is saved so', async () => {
    const { user } = await openEditor(card);
    const stays = section('Internações');
    const question = 'Recebeu alta? (Internação 1)';
    await answer(user, stays, question, 'Não');
    await user.click(within(stays).getByRole('button', { name: `Limpar resposta (${question})` }));
    const group = within(stays).getByRole('group', { name: question });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Sim' })).toHaveFocus();
    expect(
      within(stays).queryByRole('button', { name: `Limpar resposta (${question})` }),
    ).toBeNull();

    await saveSection(user, stays);
    const [first] = await stored('hospitalizations', card);
    expect(first?.discharge).toBe('');
  });
});
