// The profile's guards on the account: none while the password is still the CPF (the required
// step comes first), the rules of a new password, and the password a new e-mail takes.
import { screen } from '@testing-library/react';
import { login, register, updateProfile, verifyCode } from '@/api/auth';
import { changePassword, passwordIsStillCpf } from '@/api/user';
import { DEMO_CPF, DEMO_EMAIL, DEMO_NAME, DEMO_PASSWORD } from '@/mocks/seed';
import { currentState } from '@/mocks/store';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { renderApp } from '../support/renderApp';
import { newBuyer, pendingCode } from '../support/checkout';
import { callsTo, recordRequests } from '../support/requests';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

const NEW_EMAIL = 'maria.nova@exemplo.com.br';

/** A buyer as the checkout leaves them: registered, verified, logged in with the CPF digits. */
async function logInAsNewBuyer() {
  await register(newBuyer);
  await verifyCode({ email: newBuyer.email, code: pendingCode() });
  await loginAs(newBuyer.email, newBuyer.cpf);
}

async function openProfile(name: string) {
  const view = await renderApp('/meu-perfil');
  await screen.findByDisplayValue(name);
  return view;
}

async function save(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
  await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
}

describe('profile: a password that is still the CPF', () => {
  it('is not shown before a password is chosen: the required step comes first', async () => {
    await logInAsNewBuyer();
    expect(passwordIsStillCpf()).toBe(true);
    const { router } = await renderApp('/meu-perfil');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escolha sua senha' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/escolha-sua-senha');
    expect(screen.queryByDisplayValue(newBuyer.name)).not.toBeInTheDocument();
  });

  it('does not warn an account whose password is its own', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await openProfile(DEMO_NAME);
    expect(screen.queryByText(/Sua senha ainda é o número do seu CPF/)).not.toBeInTheDocument();
  });

  it('is told per user: another account logged in on the same browser is not warned', async () => {
    await logInAsNewBuyer();
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    expect(passwordIsStillCpf()).toBe(false);
    await loginAs(newBuyer.email, newBuyer.cpf);
    expect(passwordIsStillCpf()).toBe(true);
  });
});

describe('profile: the rules of a new password', () => {
  it.each([
    ['7 characters', 'abc1234', 'A senha deve ter pelo menos 8 caracteres.'],
    ['the CPF', DEMO_CPF, 'A senha não pode ser o seu CPF.'],
  ])('refuses %s before anything is sent', async (_, password, message) => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await openProfile(DEMO_NAME);
    const sent = recordRequests();
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), password);
    await user.type(screen.getByLabelText('Confirmar nova senha'), password);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Nova senha')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('profile: a new e-mail takes the current password', () => {
  const emailPasswordLabel = 'Senha atual, para confirmar o novo e-mail';

  async function changeEmail(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
  }

  it('shows the password field only while the e-mail differs (in any case)', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await openProfile(DEMO_NAME);
    expect(screen.queryByLabelText(emailPasswordLabel)).not.toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, DEMO_EMAIL.toUpperCase());
    expect(screen.queryByLabelText(emailPasswordLabel)).not.toBeInTheDocument();
    await changeEmail(user);
    expect(screen.getByLabelText(emailPasswordLabel)).toHaveAttribute('type', 'password');
  });

  it('asks for it before anything is sent', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await openProfile(DEMO_NAME);
    const sent = recordRequests();
    await changeEmail(user);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Informe sua senha atual para alterar o e-mail.')).toBeVisible();
    expect(screen.getByLabelText(emailPasswordLabel)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows a wrong password at its field and keeps the e-mail', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await openProfile(DEMO_NAME);
    await changeEmail(user);
    await user.type(screen.getByLabelText(emailPasswordLabel), 'senha-errada');
    await save(user);
    expect(await screen.findByText('A senha atual está incorreta.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(emailPasswordLabel)).toHaveAccessibleDescription(
      'A senha atual está incorreta.',
    );
    expect(currentState().users.find((u) => u.name === DEMO_NAME)?.email).toBe(DEMO_EMAIL);
  });

  it('sends it with the new e-mail, and then the e-mail logs in', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await openProfile(DEMO_NAME);
    const sent = recordRequests();
    await changeEmail(user);
    await user.type(screen.getByLabelText(emailPasswordLabel), DEMO_PASSWORD);
    await save(user);
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(callsTo(sent, '/auth/update-profile')[0]?.body).toEqual({
      name: DEMO_NAME,
      email: NEW_EMAIL,
      cpf: DEMO_CPF,
      password: DEMO_PASSWORD,
    });
    // Saved: the new e-mail is the account's, and no longer asks for the password.
    expect(screen.queryByLabelText(emailPasswordLabel)).not.toBeInTheDocument();
    await expect(login({ email: NEW_EMAIL, password: DEMO_PASSWORD })).resolves.toHaveProperty(
      'token',
    );
  });

  it('sends the new password when the same save changes the password first', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const { user } = await openProfile(DEMO_NAME);
    const sent = recordRequests();
    await changeEmail(user);
    await user.type(screen.getByLabelText(emailPasswordLabel), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
    await save(user);
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    expect(callsTo(sent, '/auth/update-profile')[0]?.body).toMatchObject({
      email: NEW_EMAIL,
      password: 'nova-senha-1',
    });
  });
});

describe('the demo backend', () => {
  it('refuses a new e-mail without the right password, and takes it with it', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const details = { name: DEMO_NAME, email: NEW_EMAIL, cpf: DEMO_CPF };
    const missing = await apiErrorOf(updateProfile(details));
    expect(missing.status).toBe(422);
    expect(missing.fieldErrors.password).toBe('Informe sua senha atual para alterar o e-mail.');
    const wrong = await apiErrorOf(updateProfile({ ...details, password: 'errada-123' }));
    expect(wrong.fieldErrors.password).toBe('A senha atual está incorreta.');
    // The same e-mail needs no password.
    await expect(updateProfile({ ...details, email: DEMO_EMAIL })).resolves.toBeTruthy();
    await expect(updateProfile({ ...details, password: DEMO_PASSWORD })).resolves.toBeTruthy();
  });

  it('refuses the CPF as a new password, written in any way', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    for (const cpf of [DEMO_CPF, '529.982.247-25']) {
      const refused = await apiErrorOf(
        changePassword({
          current_password: DEMO_PASSWORD,
          new_password: cpf,
          new_password_confirmation: cpf,
        }),
      );
      expect(refused.fieldErrors.new_password).toBe('A senha não pode ser o seu CPF.');
    }
  });
});
