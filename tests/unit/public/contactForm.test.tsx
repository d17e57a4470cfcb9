import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath } from '@/mocks/handlers/common';
import { server } from '@/mocks/node';
import { currentState } from '@/mocks/store';
import { renderApp } from '../support/renderApp';
import { removeToastsAfterEach } from '../support/toasts';
import { bubbleOf } from '../support/toaster';

async function openForm() {
  const view = await renderApp('/sobre-nos');
  const form = await screen.findByRole('region', { name: 'Fale conosco' });
  const name = within(form).getByRole('textbox', { name: 'Nome' });
  const email = within(form).getByRole('textbox', { name: 'E-mail' });
  const message = within(form).getByRole('textbox', { name: 'Mensagem' });
  const send = within(form).getByRole('button', { name: 'Enviar mensagem' });
  return { ...view, form, name, email, message, send };
}

removeToastsAfterEach();

describe('contact form', () => {
  it('names every empty field, marks it invalid and focuses the first', async () => {
    const { user, form, name, email, message, send } = await openForm();
    await user.click(send);
    // The form checks its fields after the click, and its messages come with a later render.
    await within(form).findByText('Informe o seu nome.');
    expect(name).toHaveAccessibleDescription('Informe o seu nome.');
    expect(email).toHaveAccessibleDescription('Informe o seu e-mail.');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Escreva a sua mensagem.'));
    for (const field of [name, email, message]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(name).toHaveFocus();
    expect(currentState().contactMessages).toHaveLength(0);
  });

  it('treats spaces as empty, and checks the e-mail and the message length', async () => {
    const { user, form, name, email, message, send } = await openForm();
    await user.type(name, '   ');
    await user.type(email, 'maria@exemplo');
    await user.type(message, 'Oi!');
    await user.click(send);
    await within(form).findByText('Informe o seu nome.');
    expect(name).toHaveAccessibleDescription('Informe o seu nome.');
    expect(email).toHaveAccessibleDescription(
      'Informe um e-mail válido, como nome@exemplo.com.br.',
    );
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining('Escreva pelo menos 10 caracteres.'),
    );
  });

  it('clears a message as soon as the field is corrected', async () => {
    const { user, form, email, send } = await openForm();
    await user.type(email, 'maria');
    await user.click(send);
    await within(form).findByText(/e-mail válido/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '@exemplo.com.br');
    // Checked again as it changes, after each key: the message goes with a later render.
    await waitFor(() => expect(within(form).queryByText(/e-mail válido/)).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message, which the demo backend stores, then thanks and clears the form', async () => {
    const { user, name, email, message, send } = await openForm();
    await user.type(name, '  Maria Souza ');
    await user.type(email, 'maria@empresa.com.br');
    await user.type(message, 'Queremos um plano para 200 colaboradores.');
    await user.click(send);
    expect(
      await screen.findByText('Mensagem enviada! Responderemos em breve pelo e-mail informado.'),
    ).toHaveAttribute('role', 'status');
    expect(currentState().contactMessages).toEqual([
      expect.objectContaining({
        name: 'Maria Souza',
        email: 'maria@empresa.com.br',
        message: 'Queremos um plano para 200 colaboradores.',
      }),
    ]);
    await waitFor(() => expect(name).toHaveValue(''));
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
  });

  it('shows "Enviando..." and blocks a second send while the call is under way', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(apiPath('/contact'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, name, email, message, send } = await openForm();
    await user.type(name, 'Maria');
    await user.type(email, 'maria@exemplo.com.br');
    await user.type(message, 'Uma mensagem de teste.');
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  });

  it('on a server error shows its message in a red toast and keeps what was typed', async () => {
    server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json({ message: 'Serviço de mensagens indisponível.' }, { status: 503 }),
      ),
    );
    const { user, name, email, message, send } = await openForm();
    await user.type(name, 'Maria');
    await user.type(email, 'maria@exemplo.com.br');
    await user.type(message, 'Uma mensagem de teste.');
    await user.click(send);
    const toastText = await screen.findByText('Serviço de mensagens indisponível.');
    expect(bubbleOf(toastText)).toHaveStyle({ background: '#b91c1c' });
    expect(name).toHaveValue('Maria');
    expect(email).toHaveValue('maria@exemplo.com.br');
    expect(message).toHaveValue('Uma mensagem de teste.');
  });

  it('without an answer shows the default text, in the visitor’s language', async () => {
    server.use(http.post(apiPath('/contact'), () => HttpResponse.error()));
    const { user } = await renderApp('/sobre-nos', 'en');
    const form = await screen.findByRole('region', { name: 'Contact us' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Mary');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'mary@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'A test message.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message could not be sent.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('puts the server’s field messages under their fields', async () => {
    server.use(
      http.post(apiPath('/contact'), () =>
        HttpResponse.json(
          { message: 'Domínio de e-mail não aceito.', errors: { email: ['Domínio não aceito.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, name, email, message, send } = await openForm();
    await user.type(name, 'Maria');
    await user.type(email, 'maria@exemplo.com.br');
    await user.type(message, 'Uma mensagem de teste.');
    await user.click(send);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Domínio não aceito.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Domínio de e-mail não aceito.')).toBeInTheDocument();
  });
});
