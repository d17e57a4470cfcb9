import {
  forgotPassword,
  login,
  logout,
  register,
  resetPassword,
  updateProfile,
  verifyCode,
} from '@/api/auth';
import { getCards } from '@/api/cards';
import { http } from '@/api/http';
import type { components } from '@/api/openapi';
import { acceptTerms, changePassword, getUserInfo } from '@/api/user';
import { writeSession } from '@/session/cookies';
import { DEMO_CPF, DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL } from '@/mocks/seed';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

const newcomer = { name: 'Beatriz Costa', email: 'beatriz@exemplo.com.br', cpf: '39053344705' };

describe('login', () => {
  it('answers a token and the user for the demo account', async () => {
    const session = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(session.token).toMatch(/^\w{20,}$/);
    expect(session.user).toMatchObject({ email: DEMO_EMAIL, accept_terms: 1 });
    expect(session.user.id).toBeGreaterThan(0);
  });

  it('answers 401 with the message on a wrong password or unknown e-mail', async () => {
    for (const body of [
      { email: DEMO_EMAIL, password: 'errada123' },
      { email: 'ninguem@exemplo.com.br', password: DEMO_PASSWORD },
    ]) {
      const error = await apiErrorOf(login(body));
      expect(error.status).toBe(401);
      expect(error.serverMessage).toBe('E-mail ou senha incorretos.');
    }
  });
});

describe('registration', () => {
  it('registers, rejects a wrong code, verifies and logs in with the CPF digits', async () => {
    const registered = await register(newcomer);
    expect(registered.message).toBe('Enviamos um código de verificação para o seu e-mail.');

    // Registering again replaces the pending registration; its answer carries the demo code.
    const { status, data } = await http.post<{ demo_code: string }>('/auth/register', newcomer);
    expect(status).toBe(201);
    expect(data.demo_code).toMatch(/^\d{6}$/);

    const beforeVerifying = await apiErrorOf(
      login({ email: newcomer.email, password: newcomer.cpf }),
    );
    expect(beforeVerifying.status).toBe(403);

    const wrongCode = data.demo_code === '000000' ? '111111' : '000000';
    const wrong = await apiErrorOf(verifyCode({ email: newcomer.email, code: wrongCode }));
    expect(wrong.status).toBe(422);
    expect(wrong.serverMessage).toBe('Código inválido.');

    await expect(verifyCode({ email: newcomer.email, code: data.demo_code })).resolves.toEqual({
      message: expect.any(String),
    });
    const session = await login({ email: newcomer.email, password: newcomer.cpf });
    expect(session.user).toMatchObject({ name: newcomer.name, accept_terms: 0 });

    writeSession(session.token, session.user);
    const chosen = 'senha-escolhida';
    await changePassword({
      current_password: newcomer.cpf,
      new_password: chosen,
      new_password_confirmation: chosen,
    });
    await expect(acceptTerms()).resolves.toEqual({ message: 'Termos aceitos com sucesso!' });
    const again = await login({ email: newcomer.email, password: chosen });
    expect(again.user.accept_terms).toBe(1);
  });

  it('answers 422 on a taken e-mail, a taken or invalid CPF and missing fields', async () => {
    const takenEmail = await apiErrorOf(register({ ...newcomer, email: DEMO_EMAIL }));
    expect(takenEmail.status).toBe(422);
    expect(takenEmail.fieldErrors.email).toBeTruthy();

    const takenCpf = await apiErrorOf(register({ ...newcomer, cpf: DEMO_CPF }));
    expect(takenCpf.fieldErrors.cpf).toBeTruthy();

    const badCpf = await apiErrorOf(register({ ...newcomer, cpf: '12345678900' }));
    expect(badCpf.fieldErrors.cpf).toBe('CPF inválido.');

    const missing = await apiErrorOf(register({ name: '', email: '', cpf: '' }));
    expect(Object.keys(missing.fieldErrors).sort()).toEqual(['cpf', 'email', 'name']);
  });
});

describe('an account whose password is still its CPF', () => {
  /** The newcomer registered and verified: their password is their CPF digits. */
  async function newcomerLoggedIn() {
    const { data } = await http.post<{ demo_code: string }>('/auth/register', newcomer);
    await verifyCode({ email: newcomer.email, code: data.demo_code });
    const { data: session } = await http.post<components['schemas']['LoginAnswer']>('/auth/login', {
      email: newcomer.email,
      password: newcomer.cpf,
    });
    writeSession(session.token, session.user);
    return session;
  }

  it('is told at login to choose a password, and may do nothing else until it has', async () => {
    const session = await newcomerLoggedIn();
    expect(session.user.password_change_required).toBe(true);
    for (const refused of [
      getCards(session.user.id),
      acceptTerms(),
      updateProfile({ ...newcomer, password: newcomer.cpf }),
    ]) {
      const error = await apiErrorOf(refused);
      expect(error.status).toBe(403);
      expect(error.code).toBe('password_change_required');
    }
    // Its user info (the purchase, the step that asks for the password) is open to it.
    await expect(getUserInfo()).resolves.toHaveProperty('user.cpf', newcomer.cpf);

    await changePassword({
      current_password: newcomer.cpf,
      new_password: 'uma-senha-nova',
      new_password_confirmation: 'uma-senha-nova',
    });
    await expect(getCards(session.user.id)).resolves.toEqual([]);
    const again = await http.post<{ user: { password_change_required: boolean } }>('/auth/login', {
      email: newcomer.email,
      password: 'uma-senha-nova',
    });
    expect(again.data.user.password_change_required).toBe(false);
  });

  it('is a rule of the accounts, not of a session: the demo account is never refused', async () => {
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await expect(getCards(user.id)).resolves.not.toHaveLength(0);
  });
});

describe('passwords', () => {
  it('rejects a wrong current password, then changes it', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const wrong = await apiErrorOf(
      changePassword({
        current_password: 'nao-e-esta',
        new_password: 'novaSenha99',
        new_password_confirmation: 'novaSenha99',
      }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.serverMessage).toBe('A senha atual está incorreta.');
    expect(wrong.fieldErrors.current_password).toBeTruthy();

    const mismatch = await apiErrorOf(
      changePassword({
        current_password: DEMO_PASSWORD,
        new_password: 'novaSenha99',
        new_password_confirmation: 'outraCoisa',
      }),
    );
    expect(mismatch.fieldErrors.new_password_confirmation).toBeTruthy();

    const done = await changePassword({
      current_password: DEMO_PASSWORD,
      new_password: 'novaSenha99',
      new_password_confirmation: 'novaSenha99',
    });
    expect(done.message).toBe('Senha alterada com sucesso!');
    expect((await apiErrorOf(login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }))).status).toBe(
      401,
    );
    await expect(login({ email: DEMO_EMAIL, password: 'novaSenha99' })).resolves.toBeTruthy();
  });

  it('ends every other session of the account once the password is changed', async () => {
    const elsewhere = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const here = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await changePassword({
      current_password: DEMO_PASSWORD,
      new_password: 'novaSenha99',
      new_password_confirmation: 'novaSenha99',
    });
    await expect(getCards(here.user.id)).resolves.toBeTruthy();
    writeSession(elsewhere.token, elsewhere.user);
    expect((await apiErrorOf(getCards(elsewhere.user.id))).status).toBe(401);
  });

  it('resets a forgotten password once with the link token', async () => {
    const { data } = await http.post<{ message: string; demo_reset_url?: string }>(
      '/auth/forgot-password',
      { email: DEMO_EMAIL },
    );
    expect(data.demo_reset_url).toMatch(/^\/redefinir-senha\?token=\w+&email=/);
    const link = new URL(data.demo_reset_url ?? '', window.location.origin);
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('email')).toBe(DEMO_EMAIL);

    const body = {
      email: DEMO_EMAIL,
      token,
      password: 'recuperada1',
      password_confirmation: 'recuperada1',
    };
    const short = await apiErrorOf(
      resetPassword({ ...body, password: 'curta', password_confirmation: 'curta' }),
    );
    expect(short.fieldErrors.password).toBeTruthy();
    const badToken = await apiErrorOf(resetPassword({ ...body, token: 'invalido' }));
    expect(badToken.fieldErrors.token).toBeTruthy();

    await expect(resetPassword(body)).resolves.toEqual({
      message: 'Senha redefinida com sucesso!',
    });
    await expect(login({ email: DEMO_EMAIL, password: 'recuperada1' })).resolves.toBeTruthy();
    expect((await apiErrorOf(resetPassword(body))).status).toBe(422);
  });

  it('answers the same message for an unknown e-mail, without a link', async () => {
    const known = await forgotPassword({ email: DEMO_EMAIL });
    const { data } = await http.post<Record<string, unknown>>('/auth/forgot-password', {
      email: 'ninguem@exemplo.com.br',
    });
    expect(data.message).toBe(known.message);
    expect(data).not.toHaveProperty('demo_reset_url');
  });
});

describe('logout', () => {
  it('revokes the token it is sent with, and only that one', async () => {
    const other = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const session = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await logout(session.token);
    expect((await apiErrorOf(getCards(session.user.id))).status).toBe(401);
    expect((await apiErrorOf(logout(session.token))).status).toBe(401);
    writeSession(other.token, other.user);
    await expect(getCards(other.user.id)).resolves.toBeTruthy();
  });
});

describe('profile', () => {
  it('updates the profile and refuses an e-mail used by someone else', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const taken = await apiErrorOf(
      updateProfile({ name: 'Maria', email: OTHER_EMAIL, cpf: DEMO_CPF }),
    );
    expect(taken.status).toBe(422);
    expect(taken.fieldErrors.email).toBeTruthy();
    expect(
      (await apiErrorOf(updateProfile({ name: 'Maria', email: DEMO_EMAIL, cpf: '111' })))
        .fieldErrors.cpf,
    ).toBeTruthy();

    await updateProfile({
      name: 'Maria H. Souza',
      email: 'maria@exemplo.com.br',
      cpf: DEMO_CPF,
      password: DEMO_PASSWORD,
    });
    const info = await getUserInfo();
    expect(info.user).toEqual({
      name: 'Maria H. Souza',
      email: 'maria@exemplo.com.br',
      cpf: DEMO_CPF,
    });
  });
});
