import { screen, waitFor } from '@testing-library/react';
import { login } from '@/api/auth';
import { DEMO_EMAIL } from '@/mocks/seed';
import { updateStore } from '@/mocks/store';
import { renderApp } from '../support/renderApp';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

describe('password recovery', () => {
  it('asks for the e-mail, sends the link, and in the demo offers it on screen', async () => {
    const sent = recordRequests();
    const { user, router } = await renderApp('/esqueceu-a-senha/');
    expect(await screen.findByRole('heading', { name: 'Esqueceu a senha?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeVisible();
    expect(callsTo(sent, '/auth/forgot-password')).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(
      await screen.findByText(
        'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.',
      ),
    ).toBeVisible();
    expect(callsTo(sent, '/auth/forgot-password')[0]?.body).toEqual({ email: DEMO_EMAIL });
    await user.click(
      screen.getByRole('link', { name: 'Demonstração: abrir o link de redefinição' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/redefinir-senha'));
    expect(await screen.findByLabelText('Nova senha')).toBeVisible();
  });

  it('takes the token and e-mail out of the address at once, and still resets after a reload', async () => {
    const sent = recordRequests();
    const token = 'r3s3t-t0k3n';
    await updateStore((draft) => draft.resetTokens.push({ email: DEMO_EMAIL, token, used: false }));
    const link = `/redefinir-senha?token=${token}&email=${encodeURIComponent(DEMO_EMAIL)}`;
    const view = await renderApp(link);
    expect(await screen.findByLabelText('Nova senha')).toBeVisible();
    const { location, historyAction } = view.router.state;
    expect(location.pathname).toBe('/redefinir-senha');
    expect(location.search).toBe('');
    expect(historyAction).toBe('REPLACE');
    view.unmount();

    // The same tab, reloaded: the address holds no link any more.
    const { user, router } = await renderApp('/redefinir-senha');
    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(/Senha redefinida com sucesso!/)).toBeVisible();
    expect(callsTo(sent, '/auth/reset-password')[0]?.body).toMatchObject({
      token,
      email: DEMO_EMAIL,
    });
    expect(router.state.location.search).toBe('');
    // Spent: a later visit is an incomplete link.
    expect(JSON.stringify(sessionStorage)).not.toContain(token);
  });

  it('resets the password with the token and e-mail of the link', async () => {
    const { user } = await renderApp('/esqueceu-a-senha/');
    await user.type(await screen.findByLabelText('E-mail'), DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await user.click(await screen.findByRole('link', { name: /abrir o link de redefinição/ }));

    await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-2');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('As senhas não coincidem!')).toBeVisible();

    await user.clear(screen.getByLabelText('Confirmar nova senha'));
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(
      await screen.findByText('Senha redefinida com sucesso! Entre com a nova senha.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
      'href',
      '/login/',
    );
    await expect(login({ email: DEMO_EMAIL, password: 'nova-senha-1' })).resolves.toHaveProperty(
      'token',
    );
  });

  it("shows the server's field message, such as a too short password", async () => {
    const { user } = await renderApp('/esqueceu-a-senha/');
    await user.type(await screen.findByLabelText('E-mail'), DEMO_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await user.click(await screen.findByRole('link', { name: /abrir o link de redefinição/ }));
    await user.type(await screen.findByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 8 caracteres.',
    );
  });

  it('explains an incomplete link and offers a new one', async () => {
    await renderApp('/redefinir-senha?email=x%40y.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de redefinição está incompleto. Peça um novo link.',
    );
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/esqueceu-a-senha/',
    );
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });
});
