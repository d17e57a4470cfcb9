import { randomDigits, randomToken } from '../random';
import { currentState, updateStore, takeId, userByEmail } from '../store';
import type { UserRow } from '../state';
import { isValidCpf } from '@/lib/cpf';
import { paths } from '@/lib/paths';
import { MIN_PASSWORD_LENGTH, mustChooseNewPassword, passwordIsTheCpf } from '@/lib/passwordRules';
import { digitsOnly, normalizeEmail } from '../validation';
import {
  authenticate,
  signedInUser,
  bearerToken,
  checkEmail,
  demoDelay,
  errorResponse,
  FieldErrorList,
  http,
  rawField,
  readJsonBody,
  textField,
  unauthorized,
  validationError,
  type JsonBody,
} from './common';

const BAD_CREDENTIALS = 'E-mail ou senha incorretos.';
const WRONG_CODE = 'Código inválido.';
const WRONG_PASSWORD = 'A senha atual está incorreta.';

/**
 * The one check of a new password, on a reset and a change alike: long enough, not the account's
 * CPF (when the account is known), and confirmed. `field` names the password's field; its
 * confirmation's is that name with `_confirmation`.
 */
function checkNewPassword(
  errors: FieldErrorList,
  field: string,
  body: JsonBody,
  cpf: string | undefined,
): string {
  const password = rawField(body, field);
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.add(field, `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`);
  } else if (cpf !== undefined && passwordIsTheCpf(password, cpf)) {
    errors.add(field, 'A senha não pode ser o seu CPF.');
  }
  if (password !== rawField(body, `${field}_confirmation`)) {
    errors.add(`${field}_confirmation`, 'A confirmação não corresponde à nova senha.');
  }
  return password;
}

function checkCpf(errors: FieldErrorList, cpf: string): void {
  if (!cpf) errors.add('cpf', 'Informe o CPF.');
  else if (!isValidCpf(cpf)) errors.add('cpf', 'CPF inválido.');
}

/** Someone else already uses this e-mail or CPF. */
function checkTaken(errors: FieldErrorList, email: string, cpf: string, self?: UserRow): void {
  const others = currentState().users.filter((user) => user !== self);
  if (others.some((user) => user.email === email)) {
    errors.add('email', 'Este e-mail já está cadastrado.');
  }
  if (others.some((user) => user.cpf === cpf)) errors.add('cpf', 'Este CPF já está cadastrado.');
}

/** Who an account is, as a registration or a profile sends it. */
interface Identity {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
}

function identityOf(body: JsonBody): Identity {
  return {
    name: textField(body, 'name'),
    email: normalizeEmail(textField(body, 'email')),
    cpf: digitsOnly(textField(body, 'cpf')),
  };
}

/**
 * The one check of an identity, for a new account and a changed profile alike: a name, a valid
 * e-mail and CPF, neither used by another account than `self`.
 */
function identityErrors({ name, email, cpf }: Identity, self?: UserRow): FieldErrorList {
  const errors = new FieldErrorList();
  if (!name) errors.add('name', 'Informe o nome.');
  checkEmail(errors, email);
  checkCpf(errors, cpf);
  checkTaken(errors, email, cpf, self);
  return errors;
}

export const authHandlers = [
  http.post('/auth/login', async ({ request, response }) => {
    await demoDelay();
    const body = await readJsonBody(request);
    const email = normalizeEmail(textField(body, 'email'));
    const password = rawField(body, 'password');
    if (!email || !password) {
      return validationError({
        ...(email ? {} : { email: ['Informe o e-mail.'] }),
        ...(password ? {} : { password: ['Informe a senha.'] }),
      });
    }
    const user = userByEmail(email);
    if (!user || user.password !== password) {
      const pending = currentState().pendingRegistrations.find((row) => row.email === email);
      if (!user && pending?.cpf === password) {
        return errorResponse(
          403,
          'Confirme seu e-mail com o código de verificação antes de entrar.',
        );
      }
      return errorResponse(401, BAD_CREDENTIALS);
    }
    const token = randomToken();
    await updateStore((draft) => draft.sessions.push({ token, userId: user.id }));
    return response(200).json({
      token,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        accept_terms: user.accept_terms,
        password_change_required: mustChooseNewPassword(user.password, user.cpf),
      },
    });
  }),

  http.post('/auth/register', async ({ request, response }) => {
    await demoDelay();
    const { name, email, cpf } = identityOf(await readJsonBody(request));
    const errors = identityErrors({ name, email, cpf });
    if (!errors.isEmpty) return validationError(errors.errors);

    const code = randomDigits(6);
    await updateStore((draft) => {
      // A new registration replaces an unverified one with the same e-mail or CPF.
      draft.pendingRegistrations = draft.pendingRegistrations.filter(
        (row) => row.email !== email && row.cpf !== cpf,
      );
      draft.pendingRegistrations.push({ name, email, cpf, code });
    });
    return response(201).json({
      message: 'Enviamos um código de verificação para o seu e-mail.',
      demo_code: code,
    });
  }),

  http.post('/auth/verify-code', async ({ request, response }) => {
    await demoDelay();
    const body = await readJsonBody(request);
    const email = normalizeEmail(textField(body, 'email'));
    const code = textField(body, 'code');
    const pending = currentState().pendingRegistrations.find((row) => row.email === email);
    if (!pending || !code || pending.code !== code) {
      return validationError({ code: [WRONG_CODE] });
    }
    const errors = new FieldErrorList();
    checkTaken(errors, pending.email, pending.cpf);
    if (!errors.isEmpty) return validationError(errors.errors);

    await updateStore((draft) => {
      draft.pendingRegistrations = draft.pendingRegistrations.filter((row) => row !== pending);
      // The product spec, section 4: the first password is the CPF digits.
      draft.users.push({
        id: takeId(draft),
        name: pending.name,
        email: pending.email,
        cpf: pending.cpf,
        password: pending.cpf,
        accept_terms: 0,
      });
    });
    return response(200).json({ message: 'E-mail verificado com sucesso!' });
  }),

  http.post('/auth/forgot-password', async ({ request, response }) => {
    await demoDelay();
    const body = await readJsonBody(request);
    const email = normalizeEmail(textField(body, 'email'));
    const errors = new FieldErrorList();
    checkEmail(errors, email);
    if (!errors.isEmpty) return validationError(errors.errors);

    // The same answer whether or not the e-mail exists; only the demo link differs.
    const message = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.';
    if (!userByEmail(email)) return response(200).json({ message });
    const token = randomToken();
    await updateStore((draft) => {
      draft.resetTokens = draft.resetTokens.filter((row) => row.email !== email);
      draft.resetTokens.push({ email, token, used: false });
    });
    const query = new URLSearchParams({ token, email });
    return response(200).json({
      message,
      demo_reset_url: `${paths.resetPassword}?${query.toString()}`,
    });
  }),

  http.post('/auth/reset-password', async ({ request, response }) => {
    await demoDelay();
    const body = await readJsonBody(request);
    const email = normalizeEmail(textField(body, 'email'));
    const token = textField(body, 'token');
    const resetToken = currentState().resetTokens.find(
      (row) => row.email === email && row.token === token && !row.used,
    );
    const user = userByEmail(email);
    const errors = new FieldErrorList();
    if (!resetToken || !user) {
      errors.add('token', 'Este link de redefinição é inválido ou já foi usado.');
    }
    const password = checkNewPassword(errors, 'password', body, user?.cpf);
    if (!errors.isEmpty || !resetToken || !user) return validationError(errors.errors);

    await updateStore(() => {
      resetToken.used = true;
      user.password = password;
    });
    return response(200).json({ message: 'Senha redefinida com sucesso!' });
  }),

  http.post('/auth/update-profile', async ({ request, response }) => {
    await demoDelay();
    const user = signedInUser(request);
    if (user instanceof Response) return user;
    const body = await readJsonBody(request);
    const { name, email, cpf } = identityOf(body);
    const errors = identityErrors({ name, email, cpf }, user);
    // Moving the account to another e-mail (where its password resets would go) takes its password.
    if (email !== user.email) {
      const password = rawField(body, 'password');
      if (!password) errors.add('password', 'Informe sua senha atual para alterar o e-mail.');
      else if (password !== user.password) errors.add('password', WRONG_PASSWORD);
    }
    if (!errors.isEmpty) return validationError(errors.errors);

    await updateStore(() => Object.assign(user, { name, email, cpf }));
    return response(200).json({ message: 'Perfil atualizado com sucesso!' });
  }),

  http.post('/auth/logout', async ({ request, response }) => {
    await demoDelay();
    const token = bearerToken(request);
    if (!token || !authenticate(request)) return unauthorized();
    await updateStore((draft) => {
      draft.sessions = draft.sessions.filter((row) => row.token !== token);
    });
    return response(200).json({ message: 'Sessão encerrada.' });
  }),

  http.post('/change-password', async ({ request, response }) => {
    await demoDelay();
    const user = signedInUser(request, { anyPassword: true });
    if (user instanceof Response) return user;
    const body = await readJsonBody(request);
    const current = rawField(body, 'current_password');
    const errors = new FieldErrorList();
    if (current !== user.password) errors.add('current_password', WRONG_PASSWORD);
    const next = checkNewPassword(errors, 'new_password', body, user.cpf);
    if (!errors.isEmpty) return validationError(errors.errors);

    // Whoever else holds a session of this account (a stolen token, a forgotten computer) is out.
    const kept = bearerToken(request);
    await updateStore((draft) => {
      user.password = next;
      draft.sessions = draft.sessions.filter((row) => row.userId !== user.id || row.token === kept);
    });
    return response(200).json({ message: 'Senha alterada com sucesso!' });
  }),
];
