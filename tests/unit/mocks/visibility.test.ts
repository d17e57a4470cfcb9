// The demo backend keeps each card's public-page choice and enforces it on the public reads:
// a documented 403 for a private record or a hidden section, identity numbers blanked and named;
// the owner still reads everything.
import { request } from '../../../src/api/client';
import { getCards } from '../../../src/api/cards';
import { readRecord } from '../../../src/api/medicalRecord';
import { saveVisibility } from '../../../src/api/visibility';
import { publicRecord, recordResourceNames, type RecordVisibility } from '../../../src/record';
import {
  DEMO_CARDS,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  OTHER_EMAIL,
  OTHER_PASSWORD,
} from '../../../src/mocks/seed';
import { forgetUser } from '../../../src/session/forgetUser';
import { apiErrorOf, loginAs, silenceApiWarnings } from './helpers';

silenceApiWarnings();

const card = DEMO_CARDS.full;

async function choose(visibility: Partial<RecordVisibility>) {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const saved = await saveVisibility(card, { ...publicRecord, ...visibility });
  forgetUser();
  return saved;
}

it('lists every card with its choice, everything public until the owner chooses', async () => {
  const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const saved = await saveVisibility(card, { ...publicRecord, hiddenSections: ['exams'] });
  expect(saved.hiddenSections).toEqual(['exams']);
  const cards = await getCards(user.id);
  expect(cards.find((c) => c.number === card)?.visibility?.hiddenSections).toEqual(['exams']);
  expect(cards.find((c) => c.number === DEMO_CARDS.empty)?.visibility).toEqual(publicRecord);
});

it('answers every public read of a private record with the private code, and no data', async () => {
  await choose({ recordVisible: false });
  for (const resource of recordResourceNames) {
    const error = await apiErrorOf(readRecord(resource, card));
    expect([error.status, error.code]).toEqual([403, 'record_private']);
  }
});

it('answers a hidden section with the hidden code, the other sections as before', async () => {
  await choose({ hiddenSections: ['allergies'] });
  const error = await apiErrorOf(readRecord('allergies', card));
  expect([error.status, error.code]).toEqual([403, 'section_hidden']);
  expect((await readRecord('medicines', card)).length).toBeGreaterThan(0);
});

it('blanks the identity numbers and names them, keeping the name', async () => {
  await choose({ hideIdentityNumbers: true });
  const [person] = await readRecord('personal-information', card);
  expect(person.name).toBeTruthy();
  expect(person.cpf ?? null).toBeNull();
  expect(person.passport ?? null).toBeNull();
  expect(person).toMatchObject({ hidden_fields: ['cpf', 'passport'] });
});

it('still gives the owner everything', async () => {
  await choose({ recordVisible: false, hiddenSections: ['allergies'], hideIdentityNumbers: true });
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  expect((await readRecord('allergies', card)).length).toBeGreaterThan(0);
  const [person] = await readRecord('personal-information', card);
  expect(person.cpf).toMatch(/^\d{11}$/);
  expect(person).not.toHaveProperty('hidden_fields');
});

it('lets only the owner choose, and only a whole, known choice', async () => {
  expect((await apiErrorOf(saveVisibility(card, publicRecord))).status).toBe(401);
  await loginAs(OTHER_EMAIL, OTHER_PASSWORD);
  expect((await apiErrorOf(saveVisibility(card, publicRecord))).status).toBe(404);
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const post = (data: unknown) =>
    request(
      { method: 'POST', url: `/cards/${card}/visibility`, data },
      { fallbackKey: 'errors.save' },
    );
  const error = await apiErrorOf(
    post({ record_visible: 'não', hidden_sections: ['alergias'], hide_identity_numbers: true }),
  );
  expect(error.status).toBe(422);
  expect(Object.keys(error.fieldErrors).sort()).toEqual(['hidden_sections', 'record_visible']);
});
