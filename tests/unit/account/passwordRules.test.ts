// The rules of a new password, and what the browser keeps of "the password is still the CPF".
import { changePassword, notePasswordUsed, passwordIsStillCpf } from '@/api/user';
import { MIN_PASSWORD_LENGTH, newPasswordProblem, passwordIsTheCpf } from '@/lib/passwordRules';
import { writeUser } from '@/session/cookies';
import { DEMO_CPF, DEMO_EMAIL, DEMO_PASSWORD } from '@/mocks/seed';
import { loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

const CPF = '39053344705';

describe('newPasswordProblem', () => {
  it.each([
    ['', 'required'],
    ['a'.repeat(MIN_PASSWORD_LENGTH - 1), 'tooShort'],
    [CPF, 'isCpf'],
    ['390.533.447-05', 'isCpf'],
    ['390 533 447 05', 'isCpf'],
    ['a'.repeat(MIN_PASSWORD_LENGTH), null],
    [`${CPF}x`, null],
    ['52998224725', null],
  ])('"%s" -> %s', (password, problem) => {
    expect(newPasswordProblem(password, CPF)).toBe(problem);
  });

  it('asks for at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  it('has no CPF to compare with when the CPF is unknown', () => {
    expect(passwordIsTheCpf('', '')).toBe(false);
    expect(passwordIsTheCpf('...', '')).toBe(false);
  });
});

describe('the password is still the CPF', () => {
  it('is set by a login with a CPF number and cleared by a login with anything else', () => {
    writeUser({ id: 7, accept_terms: 1 });
    notePasswordUsed(7, CPF);
    expect(passwordIsStillCpf()).toBe(true);
    notePasswordUsed(7, 'minha-senha-9');
    expect(passwordIsStillCpf()).toBe(false);
    // Eleven digits that are no CPF (wrong check digits): no warning.
    notePasswordUsed(7, '12345678901');
    expect(passwordIsStillCpf()).toBe(false);
    notePasswordUsed(7, '390.533.447-05');
    expect(passwordIsStillCpf()).toBe(true);
  });

  it('is kept per user', () => {
    notePasswordUsed(7, CPF);
    writeUser({ id: 8, accept_terms: 1 });
    expect(passwordIsStillCpf()).toBe(false);
    writeUser({ id: 7, accept_terms: 1 });
    expect(passwordIsStillCpf()).toBe(true);
  });

  it('is false with nobody logged in', () => {
    notePasswordUsed(7, CPF);
    expect(passwordIsStillCpf()).toBe(false);
  });

  it('goes when the password is changed', async () => {
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    notePasswordUsed(user.id, DEMO_CPF);
    expect(passwordIsStillCpf()).toBe(true);
    await changePassword({
      current_password: DEMO_PASSWORD,
      new_password: 'nova-senha-1',
      new_password_confirmation: 'nova-senha-1',
    });
    expect(passwordIsStillCpf()).toBe(false);
  });

  it('stays when the change is refused', async () => {
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    notePasswordUsed(user.id, DEMO_CPF);
    await expect(
      changePassword({
        current_password: 'errada-123',
        new_password: 'nova-senha-1',
        new_password_confirmation: 'nova-senha-1',
      }),
    ).rejects.toThrow();
    expect(passwordIsStillCpf()).toBe(true);
  });
});
