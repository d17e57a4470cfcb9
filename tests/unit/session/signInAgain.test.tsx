// A session that ends while a private screen is open: the password is asked for again over the
// screen, the refused calls go again after it, and nothing typed is lost.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readToken } from '@/session/cookies';
import { watchPageLoads } from '../support/screenChecks';
import { silenceApiWarnings } from '../support/apiWarnings';
import { openEditor, SAVE, section, setUpEditorTests, stored, typeIn } from '../support/editor';

setUpEditorTests();
silenceApiWarnings();

const card = DEMO_CARDS.empty;
const TITLE = 'Sua sessão expirou';
const allergy = 'Alergia a (Alergia 1)';
const reaction = 'Reação (Alergia 1)';
const substance = 'Substância (Substância 1)';

/** The server no longer takes the stored token, as when it expired there. */
function expireSession(): void {
  document.cookie = 'token=sessao-expirada; path=/';
}

interface SentCall {
  call: string;
  authorization: string | null;
}

/** The requests sent from now on: method, path and the Authorization header they carried. */
function watchRequests(): SentCall[] {
  const sent: SentCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      authorization: request.headers.get('authorization'),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}

async function findSignInDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: TITLE });
}

async function answerWith(user: UserEvent, dialog: HTMLElement, password: string): Promise<void> {
  const field = within(dialog).getByLabelText('Senha');
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: 'Entrar e continuar' }));
}

function valueOf(region: HTMLElement, label: string): string {
  const input = within(region).getByLabelText(label);
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) {
    throw new Error(`"${label}" is not a text input`);
  }
  return input.value;
}

it('a save refused with a 401 asks for the password, then goes again and keeps what was typed', async () => {
  const pageLoads = watchPageLoads();
  const { user, router } = await openEditor(card);
  const allergies = section('Alergias');
  await typeIn(user, allergies, allergy, 'Dipirona');
  await typeIn(user, allergies, reaction, 'Urticária');
  const saveButton = within(allergies).getByRole('button', { name: SAVE });
  expireSession();
  const sent = watchRequests();

  await user.click(saveButton);
  const dialog = await findSignInDialog();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByText(`Conta: ${DEMO_EMAIL}`)).toBeVisible();
  expect(within(dialog).queryByRole('textbox', { name: /e-mail/i })).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Senha')).toHaveFocus();
  // The screen under the dialog is as it was: same page, same values, nothing loaded anew.
  expect(router.state.location.pathname).toBe(`/meu-prontuario/${card}`);
  expect(valueOf(allergies, allergy)).toBe('Dipirona');
  expect(valueOf(allergies, reaction)).toBe('Urticária');

  await answerWith(user, dialog, DEMO_PASSWORD);
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const newToken = readToken();
  expect(newToken).not.toBe('sessao-expirada');
  const posts = sent.filter(({ call }) => call.startsWith('POST'));
  expect(posts.map(({ call }) => call)).toEqual([
    'POST /api/medical-record/allergies',
    'POST /api/auth/login',
    'POST /api/medical-record/allergies',
  ]);
  expect(posts[0]?.authorization).toBe('Bearer sessao-expirada');
  expect(posts[2]?.authorization).toBe(`Bearer ${newToken}`);
  expect(await stored('allergies', card)).toEqual([
    expect.objectContaining({ name: 'Dipirona', reaction: 'Urticária' }),
  ]);
  expect(valueOf(section('Alergias'), allergy)).toBe('Dipirona');
  await waitFor(() => expect(saveButton).toHaveFocus());
  expect(pageLoads).toEqual([]);
});

it('calls refused at the same time share one dialog, and all go again after it', async () => {
  const { user } = await openEditor(card);
  await typeIn(user, section('Alergias'), allergy, 'Dipirona');
  await typeIn(user, section('Toxicomania'), substance, 'Tabaco');
  expireSession();
  // Both saves are held until both are sent, so that both are refused before either is answered.
  let held = 0;
  let releaseBoth = () => {};
  const bothSent = new Promise<void>((resolve) => {
    releaseBoth = resolve;
  });
  server.use(
    http.post('*/api/medical-record/:resource', async ({ request }) => {
      if (request.headers.get('authorization') !== 'Bearer sessao-expirada') return;
      held += 1;
      if (held === 2) releaseBoth();
      await bothSent;
      // Nothing returned: the demo backend answers (a 401 for this token).
    }),
  );
  const sent = watchRequests();

  await user.click(within(section('Alergias')).getByRole('button', { name: SAVE }));
  await user.click(within(section('Toxicomania')).getByRole('button', { name: SAVE }));
  const dialog = await findSignInDialog();
  await waitFor(() => expect(sent.filter(({ call }) => call.startsWith('POST'))).toHaveLength(2));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);

  await answerWith(user, dialog, DEMO_PASSWORD);
  await waitFor(() => expect(screen.getAllByText('Dados salvos com sucesso!')).toHaveLength(2));
  const posts = sent.filter(({ call }) => call.startsWith('POST')).map(({ call }) => call);
  expect(posts.filter((call) => call === 'POST /api/auth/login')).toHaveLength(1);
  expect(posts.filter((call) => call === 'POST /api/medical-record/allergies')).toHaveLength(2);
  expect(posts.filter((call) => call === 'POST /api/medical-record/addictions')).toHaveLength(2);
  expect(await stored('allergies', card)).toEqual([expect.objectContaining({ name: 'Dipirona' })]);
  expect(await stored('addictions', card)).toEqual([expect.objectContaining({ name: 'Tabaco' })]);
});

it('a wrong password is said in the dialog, which stays open until the right one', async () => {
  const { user } = await openEditor(card);
  await typeIn(user, section('Alergias'), allergy, 'Dipirona');
  expireSession();
  await user.click(within(section('Alergias')).getByRole('button', { name: SAVE }));
  const dialog = await findSignInDialog();

  await answerWith(user, dialog, 'senha-errada');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
  expect(screen.getByRole('dialog', { name: TITLE })).toBe(dialog);
  expect(screen.queryByText('Dados salvos com sucesso!')).not.toBeInTheDocument();

  await answerWith(user, dialog, DEMO_PASSWORD);
  expect(await screen.findByText('Dados salvos com sucesso!')).toBeInTheDocument();
  expect(await stored('allergies', card)).toEqual([expect.objectContaining({ name: 'Dipirona' })]);
});

it('is a modal: the focus stays in it, and an empty password is not sent', async () => {
  const { user } = await openEditor(card);
  expireSession();
  await user.click(within(section('Alergias')).getByRole('button', { name: SAVE }));
  const dialog = await findSignInDialog();
  const password = within(dialog).getByLabelText('Senha');
  const cancel = within(dialog).getByRole('button', { name: 'Cancelar e ir para o login' });
  expect(password).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Entrar e continuar' })).toHaveFocus();
  await user.tab();
  expect(cancel).toHaveFocus();
  await user.tab();
  expect(password).toHaveFocus();
  await user.tab({ shift: true });
  expect(cancel).toHaveFocus();

  const sent = watchRequests();
  await user.click(within(dialog).getByRole('button', { name: 'Entrar e continuar' }));
  expect(await within(dialog).findByText('Preencha este campo.')).toBeVisible();
  expect(sent).toEqual([]);
});

describe('cancelling', () => {
  it('leaves for the login page, the session cleared, as a 401 did before', async () => {
    const pageLoads = watchPageLoads();
    const { user } = await openEditor(card);
    expireSession();
    await user.click(within(section('Alergias')).getByRole('button', { name: SAVE }));
    const dialog = await findSignInDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar e ir para o login' }));
    expect(pageLoads).toEqual(['/login/']);
    expect(readToken()).toBeUndefined();
    expect(localStorage.getItem('signedInEmail')).toBeNull();
  });

  it('Escape does the same', async () => {
    const pageLoads = watchPageLoads();
    const { user } = await openEditor(card);
    expireSession();
    await user.click(within(section('Alergias')).getByRole('button', { name: SAVE }));
    await findSignInDialog();
    await user.keyboard('{Escape}');
    expect(pageLoads).toEqual(['/login/']);
    expect(readToken()).toBeUndefined();
  });
});

it('without the e-mail of the session, a 401 leaves for the login page as before', async () => {
  const pageLoads = watchPageLoads();
  const { user } = await openEditor(card);
  localStorage.removeItem('signedInEmail');
  expireSession();
  await user.click(within(section('Alergias')).getByRole('button', { name: SAVE }));
  await waitFor(() => expect(pageLoads).toEqual(['/login/']));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
