import { request } from '@/api/client';
import { getCardRecordStatus, getCards } from '@/api/cards';
import { readRecord, saveRecord } from '@/api/medicalRecord';
import { acceptTerms, getUserInfo } from '@/api/user';
import {
  DEMO_CARDS,
  DEMO_EMAIL,
  DEMO_NAME,
  DEMO_PASSWORD,
  OTHER_CARD,
  OTHER_EMAIL,
  OTHER_PASSWORD,
} from '@/mocks/seed';
import { writeSession } from '@/session/cookies';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

describe('the Bearer token', () => {
  it('is required on private calls', async () => {
    const calls = [
      getCards(1),
      getUserInfo(),
      acceptTerms(),
      saveRecord('allergies', DEMO_CARDS.full, [{ name: 'Pólen' }]),
    ];
    for (const call of calls) {
      const error = await apiErrorOf(call);
      expect(error.status).toBe(401);
      expect(error.serverMessage).toBeTruthy();
    }
  });

  it('must be one the server issued', async () => {
    writeSession('token-inventado', { id: 1, accept_terms: 1 });
    expect((await apiErrorOf(getCards(1))).status).toBe(401);
  });
});

describe('cards', () => {
  it('lists the demo cards with the holder name of each record', async () => {
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const cards = await getCards(user.id);
    expect(cards.map((card) => card.number)).toEqual([
      DEMO_CARDS.full,
      DEMO_CARDS.partial,
      DEMO_CARDS.empty,
    ]);
    expect(cards[0].medical_record?.medical_record_personal_informations[0]?.name).toBe(DEMO_NAME);
    expect(cards[2].medical_record?.medical_record_personal_informations).toEqual([]);
  });

  it("answers 404 for another user's cards and card record", async () => {
    const other = await loginAs(OTHER_EMAIL, OTHER_PASSWORD);
    const [otherCard] = await getCards(other.user.id);
    expect(otherCard.number).toBe(OTHER_CARD);

    const demo = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await apiErrorOf(getCards(other.user.id))).status).toBe(404);
    expect(await getCardRecordStatus(otherCard.id)).toBe(404);
    const [ownCard] = await getCards(demo.user.id);
    expect(await getCardRecordStatus(ownCard.id)).toBe(200);
  });
});

describe('medical-record access', () => {
  it("refuses to save into another user's card, as if it did not exist", async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const error = await apiErrorOf(saveRecord('allergies', OTHER_CARD, [{ name: 'Pólen' }]));
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Prontuário não encontrado.');
    const missing = await apiErrorOf(saveRecord('allergies', 'ZZZ999ZZZ', [{ name: 'Pólen' }]));
    expect(missing.serverMessage).toBe(error.serverMessage);
    expect(await readRecord('allergies', OTHER_CARD)).toEqual([]);
  });

  it('reads a record without a token, and answers 404 for an unknown code', async () => {
    const contacts = await readRecord('contacts', DEMO_CARDS.full);
    expect(contacts.length).toBeGreaterThanOrEqual(2);
    expect(contacts[0].phone).toMatch(/^\d{11}$/);

    const error = await apiErrorOf(readRecord('contacts', 'ZZZ999ZZZ'));
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Prontuário não encontrado.');
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const get = (url: string, params?: Record<string, string>) =>
      request({ method: 'GET', url, params }, { fallbackKey: 'errors.unknown' });
    const error = await apiErrorOf(get('/nao-existe/rota'));
    expect(error).toMatchObject({ status: 404, serverMessage: 'Recurso não encontrado' });
    const unknownResource = await apiErrorOf(
      get('/medical-record/alergias', { cardNumber: DEMO_CARDS.full }),
    );
    expect(unknownResource).toMatchObject({ status: 404 });
  });
});
