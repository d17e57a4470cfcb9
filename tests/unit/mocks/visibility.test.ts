// The demo backend keeps each card's public-page choice and enforces it on the public reads:
// a documented 403 for a private record or a hidden section, identity numbers masked (by default),
// in full or blanked, and named; the owner still reads everything.
import { request } from '@/api/client';
import { getCards } from '@/api/cards';
import { readRecord } from '@/api/medicalRecord';
import { saveVisibility } from '@/api/visibility';
import { defaultVisibility, recordResourceNames, type RecordVisibility } from '@/record';
import { DEMO_CARDS, DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, OTHER_PASSWORD } from '@/mocks/seed';
import { visibilityOf } from '@/mocks/visibility';
import { forgetUser } from '@/session/forgetUser';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

silenceApiWarnings();

const card = DEMO_CARDS.full;

async function choose(visibility: Partial<RecordVisibility>) {
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const saved = await saveVisibility(card, { ...defaultVisibility, ...visibility });
  forgetUser();
  return saved;
}

it('lists every card with its choice, the default until the owner chooses', async () => {
  const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  const saved = await saveVisibility(card, { ...defaultVisibility, hiddenSections: ['exams'] });
  expect(saved.hiddenSections).toEqual(['exams']);
  const cards = await getCards(user.id);
  expect(cards.find((c) => c.number === card)?.visibility?.hiddenSections).toEqual(['exams']);
  expect(cards.find((c) => c.number === DEMO_CARDS.empty)?.visibility).toEqual(defaultVisibility);
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

it('masks the identity numbers by default and names them, so the full ones never travel', async () => {
  const [person] = await readRecord('personal-information', card);
  expect(person.name).toBeTruthy();
  expect(person.cpf).toBe('***.982.247-**');
  expect(person.passport).toBe('******456');
  expect(person).toMatchObject({ masked_fields: ['cpf', 'passport'] });
  expect(JSON.stringify(person)).not.toMatch(/52998224725|FX123456/);
});

it('masks only the numbers a record holds: an empty one stays not informed', async () => {
  const [partial] = await readRecord('personal-information', DEMO_CARDS.partial);
  expect(partial.cpf).toBe('***.533.447-**');
  expect(partial.passport ?? '').toBe('');
  expect(partial).toMatchObject({ masked_fields: ['cpf'] });
});

it('gives the numbers in full when the owner shows them', async () => {
  await choose({ identityNumbers: 'full' });
  const [person] = await readRecord('personal-information', card);
  expect(person.cpf).toBe('52998224725');
  expect(person).not.toHaveProperty('masked_fields');
  expect(person).not.toHaveProperty('hidden_fields');
});

it('reads a card saved before the choice as masked, unless it hid the numbers', async () => {
  const stored = (hide_identity_numbers: boolean) => ({
    id: 1,
    number: card,
    userId: 1,
    visibility: { record_visible: true, hidden_sections: [], hide_identity_numbers },
  });
  expect(visibilityOf(stored(false)).identity_numbers).toBe('masked');
  expect(visibilityOf(stored(true)).identity_numbers).toBe('hidden');
});

it('blanks the identity numbers and names them, keeping the name', async () => {
  await choose({ identityNumbers: 'hidden' });
  const [person] = await readRecord('personal-information', card);
  expect(person.name).toBeTruthy();
  expect(person.cpf ?? null).toBeNull();
  expect(person.passport ?? null).toBeNull();
  expect(person).toMatchObject({ hidden_fields: ['cpf', 'passport'] });
});

it('still gives the owner everything', async () => {
  await choose({ recordVisible: false, hiddenSections: ['allergies'], identityNumbers: 'hidden' });
  await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
  expect((await readRecord('allergies', card)).length).toBeGreaterThan(0);
  const [person] = await readRecord('personal-information', card);
  expect(person.cpf).toMatch(/^\d{11}$/);
  expect(person).not.toHaveProperty('hidden_fields');
  expect(person).not.toHaveProperty('masked_fields');
});

it('lets only the owner choose, and only a whole, known choice', async () => {
  expect((await apiErrorOf(saveVisibility(card, defaultVisibility))).status).toBe(401);
  await loginAs(OTHER_EMAIL, OTHER_PASSWORD);
  expect((await apiErrorOf(saveVisibility(card, defaultVisibility))).status).toBe(404);
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
  expect(Object.keys(error.fieldErrors).sort()).toEqual([
    'hidden_sections',
    'identity_numbers',
    'record_visible',
  ]);
});
