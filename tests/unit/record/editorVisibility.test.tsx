// The editor's public-page choices: read with the card list, saved per card, and told beside
// each section; nothing is sent until the owner saves.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getCards } from '@/api/cards';
import { saveVisibility } from '@/api/visibility';
import { apiPath } from '@/mocks/handlers/common';
import { handlers } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import { DEMO_CARDS } from '@/mocks/seed';
import { specOnlyHandlers } from '@/mocks/specOnly';
import { readUser } from '@/session/cookies';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from '../support/demoBackend';
import { printWindowFilled } from '../support/recordView';
import { silenceApiWarnings } from '../support/apiWarnings';
import { countPosts, openEditor, section, setUpEditorTests } from '../support/editor';

setUpEditorTests();
silenceApiWarnings();

// The empty card: the lightest page, with every section's form all the same.
const card = DEMO_CARDS.empty;
const SHOWN = 'Seções mostradas na página pública';

/** The record-level question's radio. */
function visibleRadio(choice: 'Sim' | 'Não'): HTMLElement {
  const question = screen.getByRole('group', { name: 'Deseja manter esse prontuário visível?' });
  return within(question).getByRole('radio', { name: choice });
}

async function savedChoice() {
  const user = readUser();
  if (!user) throw new Error('not logged in');
  const cards = await getCards(user.id);
  return cards.find((c) => c.number === card)?.visibility;
}

const IDENTITY = 'Números de documento (CPF e passaporte) na página pública';

function identityRadio(name: string): HTMLElement {
  return within(screen.getByRole('group', { name: IDENTITY })).getByRole('radio', { name });
}

function badges(title: string): string {
  return within(section(title)).getByText(/Pública|Oculta|Prontuário privado/, {
    selector: 'span',
  }).textContent;
}

it('shows every section public at first, saves a hidden section and hidden numbers, then "Não"', async () => {
  const { user } = await openEditor(card);
  const shown = await screen.findByRole('group', { name: SHOWN });
  expect(visibleRadio('Sim')).toBeChecked();
  expect(within(shown).getByRole('checkbox', { name: 'Alergias' })).toBeChecked();
  expect(badges('Alergias')).toBe('Pública');
  // The numbers in part by default, and the section that holds them says so.
  expect(identityRadio('Em parte (***.456.789-**)')).toBeChecked();
  expect(
    within(section('Informações pessoais')).getByText(
      'CPF e passaporte em parte na página pública',
    ),
  ).toBeVisible();

  const posts = countPosts();
  await user.click(within(shown).getByRole('checkbox', { name: 'Alergias' }));
  await user.click(identityRadio('Ocultos'));
  expect(posts.count).toBe(0);
  // Unsaved: the sections still tell the saved choice.
  expect(badges('Alergias')).toBe('Pública');

  await user.click(screen.getByRole('button', { name: 'Salvar visibilidade' }));
  expect(await screen.findByText('Visibilidade salva.')).toBeInTheDocument();
  await waitFor(() => expect(badges('Alergias')).toBe('Oculta na página pública'));
  expect(
    within(section('Informações pessoais')).getByText('CPF e passaporte ocultos na página pública'),
  ).toBeVisible();
  expect(badges('Medicamentos')).toBe('Pública');
  expect(await savedChoice()).toEqual({
    recordVisible: true,
    hiddenSections: ['allergies'],
    identityNumbers: 'hidden',
  });
  await user.click(identityRadio('Completos'));
  await user.click(screen.getByRole('button', { name: 'Salvar visibilidade' }));
  await waitFor(() =>
    expect(
      within(section('Informações pessoais')).getByText(
        'CPF e passaporte completos na página pública',
      ),
    ).toBeVisible(),
  );
  expect((await savedChoice())?.identityNumbers).toBe('full');

  // "Não": the whole record private.
  await user.click(visibleRadio('Não'));
  expect(screen.queryByRole('group', { name: SHOWN })).toBeNull();
  expect(
    screen.getByText(/a página pública mostra apenas que o prontuário é privado/),
  ).toBeVisible();
  // What was printed stays printed: said in the same place, with a QR code without a summary.
  expect(screen.getByText(/já impressos no QR Code deste cartão continuam legíveis/)).toBeVisible();
  expect(
    screen.getByRole('link', { name: 'Fazer um QR Code novo só com o endereço' }),
  ).toHaveAttribute('href', '/meus-cartoes?qr-so-endereco=GHI789RST');
  await user.click(screen.getByRole('button', { name: 'Salvar visibilidade' }));
  await waitFor(() => expect(badges('Alergias')).toBe('Prontuário privado'));
  expect((await savedChoice())?.recordVisible).toBe(false);
  expect((await savedChoice())?.hiddenSections).toEqual(['allergies']);
  // Back to "Sim": the sections' choices were kept meanwhile.
  await user.click(visibleRadio('Sim'));
  const again = screen.getByRole('group', { name: SHOWN });
  expect(within(again).getByRole('checkbox', { name: 'Alergias' })).not.toBeChecked();
  expect(within(again).getByRole('checkbox', { name: 'Exames' })).toBeChecked();
});

it('keeps the choices when a save fails, and says why', async () => {
  server.use(
    http.post(apiPath('/cards/:number/visibility'), () =>
      HttpResponse.json({ message: 'Servidor indisponível.' }, { status: 500 }),
    ),
  );
  const { user } = await openEditor(card);
  const shown = await screen.findByRole('group', { name: SHOWN });
  await user.click(within(shown).getByRole('checkbox', { name: 'Exames' }));
  await user.click(screen.getByRole('button', { name: 'Salvar visibilidade' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Servidor indisponível.');
  expect(within(shown).getByRole('checkbox', { name: 'Exames' })).not.toBeChecked();
  expect(badges('Exames')).toBe('Pública');
});

it('offers no choice it could not read, and reads it again on request', async () => {
  let refused = true;
  server.use(
    http.get(apiPath('/cards/:userId'), () =>
      refused ? HttpResponse.json({ cards: [{ number: card, visibility: {} }] }) : undefined,
    ),
  );
  const { user } = await openEditor(card);
  expect(
    await screen.findByText(/Não foi possível carregar as escolhas de visibilidade/),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Salvar visibilidade' })).toBeNull();
  refused = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('group', { name: SHOWN })).toBeVisible();
});

it('says once that an API without the choice does not offer it, with nothing to retry', async () => {
  server.use(...specOnlyHandlers(handlers));
  await openEditor(card);
  expect(await screen.findByText(/Este servidor não oferece a escolha/)).toBeVisible();
  expect(screen.getAllByText(/Este servidor não/)).toHaveLength(1);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  expect(screen.queryByRole('group', { name: SHOWN })).toBeNull();
  // The way around: the public page as the public sees it.
  expect(screen.getByRole('link', { name: /Ver como o público vê/ })).toBeVisible();
});

it("prints the owner's whole record from the editor, whatever the public page shows", async () => {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  await saveVisibility(DEMO_CARDS.full, {
    recordVisible: false,
    hiddenSections: ['allergies'],
    identityNumbers: 'masked',
  });
  const sheet = document.implementation.createHTMLDocument('');
  const open = vi
    .spyOn(window, 'open')
    .mockReturnValue({ document: sheet, print: vi.fn(), focus: vi.fn() } as unknown as Window);
  const { user } = await openEditor(DEMO_CARDS.full);
  await user.click(screen.getByRole('button', { name: 'Imprimir Prontuário' }));
  await printWindowFilled();
  expect(open).toHaveBeenCalledTimes(1);
  const printed = sheet.body.textContent ?? '';
  expect(printed).toContain('529.982.247-25');
  expect(printed).toContain('FX123456');
  expect(printed).not.toContain('***');
  expect(printed).toContain('Dipirona');
  expect(printed).not.toContain('Oculto pelo paciente');
});

it('opens the public page as the public sees it, and says where the owner sees everything', async () => {
  await openEditor(card);
  await screen.findByRole('group', { name: SHOWN });
  const preview = screen.getByRole('link', { name: /^Ver como o público vê/ });
  expect(preview).toHaveAttribute('href', `/prontuario-do-usuario/${card}`);
  expect(preview).toHaveAttribute('target', '_blank');
  expect(
    screen.getByText(/O que está oculto você só vê aqui e na impressão feita deste editor\./),
  ).toBeVisible();
});
