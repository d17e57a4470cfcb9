// A registration and a profile change are refused for the same identities, in the same words:
// the demo backend checks an identity in one place.
import { register, updateProfile } from '@/api/auth';
import {
  DEMO_CPF,
  DEMO_EMAIL,
  DEMO_NAME,
  DEMO_PASSWORD,
  OTHER_CPF,
  OTHER_EMAIL,
} from '@/mocks/seed';
import { silenceApiWarnings } from '../support/apiWarnings';
import { apiErrorOf, loginAs } from '../support/demoBackend';

silenceApiWarnings();

const fresh = { name: 'Rita Dias', email: 'rita@exemplo.com.br', cpf: '39053344705' };

const wrongIdentities: [string, Partial<typeof fresh>, Record<string, string>][] = [
  ['no name', { name: '' }, { name: 'Informe o nome.' }],
  ['no e-mail', { email: '' }, { email: 'Informe o e-mail.' }],
  ['a malformed e-mail', { email: 'rita@' }, { email: 'Informe um e-mail válido.' }],
  ['no CPF', { cpf: '' }, { cpf: 'Informe o CPF.' }],
  ['a CPF with wrong digits', { cpf: '39053344700' }, { cpf: 'CPF inválido.' }],
  [
    "another account's e-mail",
    { email: OTHER_EMAIL },
    { email: 'Este e-mail já está cadastrado.' },
  ],
  ["another account's CPF", { cpf: OTHER_CPF }, { cpf: 'Este CPF já está cadastrado.' }],
];

it.each(wrongIdentities)(
  'refuses %s on registration and on the profile alike',
  async (_, change, expected) => {
    const registered = await apiErrorOf(register({ ...fresh, ...change }));
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const profile = { name: DEMO_NAME, email: DEMO_EMAIL, cpf: DEMO_CPF, ...change };
    const changed = await apiErrorOf(updateProfile({ ...profile, password: DEMO_PASSWORD }));

    expect([registered.status, registered.fieldErrors]).toEqual([422, expected]);
    expect([changed.status, changed.fieldErrors]).toEqual([422, expected]);
  },
);
