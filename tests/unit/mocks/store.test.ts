import { login } from '@/api/auth';
import { getCards } from '@/api/cards';
import { readRecord, saveRecord } from '@/api/medicalRecord';
import { sendContactMessage } from '@/api/user';
import { buildPixPayload, crc16CcittFalse } from '@/mocks/pix/brCode';
import {
  buildSeed,
  DEMO_CARDS,
  DEMO_CPF,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_CPF,
} from '@/mocks/seed';
import { currentState, resetStore } from '@/mocks/store';
import { isValidCpf } from '@/lib/cpf';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

describe('resetStore', () => {
  it('puts back the seeded records, users and sessions', async () => {
    const { token, user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    await saveRecord('allergies', DEMO_CARDS.full, [{ name: 'Pólen', severity: 'Leve' }]);
    expect(await readRecord('allergies', DEMO_CARDS.full)).toHaveLength(1);

    await resetStore();
    expect((await readRecord('allergies', DEMO_CARDS.full)).length).toBeGreaterThan(1);
    // The session of before the reset is gone too.
    expect((await apiErrorOf(getCards(user.id))).status).toBe(401);
    expect(currentState().sessions.some((session) => session.token === token)).toBe(false);
  });

  it('builds an independent copy each time', () => {
    const first = buildSeed();
    first.users[0].name = 'Alterado';
    expect(buildSeed().users[0].name).not.toBe('Alterado');
  });
});

describe('the seed', () => {
  it('uses valid CPFs and well-formed card codes', async () => {
    expect(isValidCpf(DEMO_CPF)).toBe(true);
    expect(isValidCpf(OTHER_CPF)).toBe(true);
    for (const code of Object.values(DEMO_CARDS)) expect(code).toMatch(/^[A-Z0-9]{9}$/);
    await expect(login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).resolves.toBeTruthy();
  });

  it('keeps ids unique across every table', () => {
    const seed = buildSeed();
    const ids = [
      ...seed.users.map((row) => row.id),
      ...seed.cards.map((row) => row.id),
      ...Object.values(seed.records).flatMap((record) =>
        Object.values(record).flatMap((items) => items.map((item) => item.id)),
      ),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeLessThan(seed.nextId);
  });
});

describe('contact', () => {
  it('stores a message and rejects a malformed e-mail', async () => {
    const sent = await sendContactMessage({
      name: 'Prefeitura de Campinas',
      email: 'compras@exemplo.gov.br',
      message: 'Gostaríamos de um plano para 200 servidores.',
    });
    expect(sent.message).toBeTruthy();
    expect(currentState().contactMessages).toHaveLength(1);

    const error = await apiErrorOf(
      sendContactMessage({ name: 'X', email: 'sem-arroba', message: 'Olá' }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.email).toBeTruthy();
    expect(
      (await apiErrorOf(sendContactMessage({ name: '', email: '', message: '' }))).fieldErrors,
    ).toHaveProperty('message');
  });
});

describe('BR Code', () => {
  it('matches the CRC of the Banco Central example', () => {
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
      '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16CcittFalse(example)).toBe('1D3D');
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('writes plain upper-case ASCII names and a 2-decimal amount', () => {
    const payload = buildPixPayload({
      key: 'chave@exemplo.com.br',
      amount: 150,
      merchantName: 'Prontuário Digital',
      merchantCity: 'São Paulo',
      txid: 'pay_abc-123',
    });
    expect(payload).toContain('5406150.00');
    expect(payload).toContain('5918PRONTUARIO DIGITAL');
    expect(payload).toContain('6009SAO PAULO');
    expect(payload).toContain('62130509payabc1236304');
  });
});
