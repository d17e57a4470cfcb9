import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api/errors';
import { Notice } from '@/components/Notice';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import { i18n, i18nReady } from '@/i18n/setup';

interface Person {
  name: string;
  email: string;
}

type Send = (values: Person) => Promise<void>;

function PersonForm({ send, options }: { send: Send; options?: FormSubmitOptions<Person> }) {
  const form = useForm<Person>({ defaultValues: { name: 'Maria', email: 'maria@exemplo.com' } });
  const { onSubmit, busy, serverMessage } = useFormSubmit(form, send, options);
  const { register, formState } = form;
  return (
    <form aria-label="Pessoa" noValidate onSubmit={onSubmit}>
      <TextField label="Nome" error={formState.errors.name?.message} {...register('name')} />
      <TextField label="E-mail" error={formState.errors.email?.message} {...register('email')} />
      {serverMessage ? <Notice>{serverMessage}</Notice> : null}
      <SubmitButton busy={busy} busyLabel="Enviando…">
        Enviar
      </SubmitButton>
    </form>
  );
}

/** A send that waits for the test to settle it. */
function heldSend() {
  const settle: { resolve: () => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const send = vi.fn<Send>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { send, settle };
}

const invalid = new ApiError({
  kind: 'http',
  status: 422,
  fallbackKey: 'errors.unknown',
  serverMessage: 'Confira os campos.',
  fieldErrors: { mail: 'E-mail já cadastrado.', name: 'Nome curto.', phone: 'Telefone inválido.' },
});

const mapped: FormSubmitOptions<Person> = { fieldOf: { mail: 'email', name: 'name' } };

function renderForm(send: Send, options?: FormSubmitOptions<Person>) {
  const user = userEvent.setup();
  render(<PersonForm send={send} options={options} />);
  return { user, clickSend: () => user.click(screen.getByRole('button', { name: /^Envia/ })) };
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
});

describe('useFormSubmit', () => {
  it('is busy from the submit until the send settles, and sends the form’s values', async () => {
    const { send, settle } = heldSend();
    const { clickSend } = renderForm(send);
    await clickSend();
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(send).toHaveBeenCalledWith({ name: 'Maria', email: 'maria@exemplo.com' });
    settle.resolve();
    expect(await screen.findByRole('button', { name: 'Enviar' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('ignores a second submit while the first is in flight, then takes the next', async () => {
    const { send, settle } = heldSend();
    renderForm(send);
    // Submit events straight at the form: the busy button would stop clicks and Enter itself.
    const form = screen.getByRole('form', { name: 'Pessoa' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Enviando…' });
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    settle.resolve();
    await screen.findByRole('button', { name: 'Enviar' });
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('puts a 422’s field messages under the form’s fields and focuses the first', async () => {
    const { clickSend } = renderForm(() => Promise.reject(invalid), mapped);
    await clickSend();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('E-mail já cadastrado.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The focus moves in an effect once the failure is on screen: a render after the messages.
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Nome curto.');
    // A field the form does not have is left out; with field messages, no form message.
    expect(screen.queryByText('Telefone inválido.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message too when asked, and tells onError', async () => {
    const onError = vi.fn();
    const { clickSend } = renderForm(() => Promise.reject(invalid), {
      ...mapped,
      messageWithFieldErrors: true,
      onError,
    });
    await clickSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Confira os campos.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail já cadastrado.');
    expect(onError).toHaveBeenCalledWith('Confira os campos.');
  });

  it('shows a 422 without fields of this form as the form’s message', async () => {
    const { clickSend } = renderForm(() => Promise.reject(invalid));
    await clickSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Confira os campos.');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('shows another failure’s text, the default one without it, and clears it on the next send', async () => {
    const { send, settle } = heldSend();
    const { clickSend } = renderForm(send, { defaultErrorKey: 'errors.save' });
    await clickSend();
    settle.reject(new ApiError({ kind: 'network', fallbackKey: 'errors.contact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar sua mensagem.',
    );

    await clickSend();
    expect(screen.queryByRole('alert')).toBeNull();
    settle.reject(new Error('not an ApiError'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao salvar dados');
  });
});
