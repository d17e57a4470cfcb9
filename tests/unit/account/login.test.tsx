import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { readToken } from '@/session/cookies';
import { renderApp } from '../support/renderApp';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

async function submit(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(await screen.findByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('welcomes, links home, to the plans and to password recovery', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(screen.getByText(/Bem-vindo de volta!/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' })).toHaveAttribute(
      'href',
      '/esqueceu-a-senha/',
    );
    expect(screen.getByRole('link', { name: 'Conheça os planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  });

  it('sends nothing while a field is blank after trimming', async () => {
    const sent = recordRequests();
    const { user } = await renderApp('/login/');
    await submit(user, '   ', '   ');
    expect(await screen.findAllByText('Preencha este campo.')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Preencha este campo.')).toBeVisible();
    expect(callsTo(sent, '/auth/login')).toHaveLength(0);
  });

  it('logs in and goes to the cards', async () => {
    const { user, router } = await renderApp('/login/');
    await submit(user, ` ${DEMO_EMAIL} `, DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-cartoes'));
    expect(readToken()).toBeTruthy();
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 }),
      'E-mail ou senha incorretos.',
    ],
    [
      '"Erro ao realizar login" without one',
      () => HttpResponse.json({}, { status: 500 }),
      'Erro ao realizar login',
    ],
    [
      'the connection text without an answer',
      () => HttpResponse.error(),
      'Erro de conexão. Verifique sua internet e tente novamente.',
    ],
  ])('shows %s and stays', async (_, answer, message) => {
    server.use(http.post(apiPath('/auth/login'), answer));
    const { user, router } = await renderApp('/login/');
    await submit(user, DEMO_EMAIL, 'errada-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login/');
    expect(screen.getByLabelText('E-mail')).toHaveValue(DEMO_EMAIL);
  });
});
