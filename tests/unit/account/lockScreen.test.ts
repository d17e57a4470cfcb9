import { lockScreenLines } from '@/features/cards/lockScreen';
import type { CardSummary } from '@/recordReading/cardCopy/format';

/** Words by key, so that what each line says is plain to read. */
const t = (key: string, options: Record<string, string | number> = {}) =>
  options.count === undefined ? key : `${key}(${options.count})`;

const full: CardSummary = {
  madeOn: '2026-03-05',
  name: 'Maria Helena Souza',
  birthDate: '1990-04-12',
  bloodType: 'O+',
  allergies: {
    items: [
      { name: 'Dipirona', severity: 'Severa' },
      { name: 'Látex', severity: 'Leve' },
    ],
    cut: 1,
  },
  conditions: null,
  medicines: null,
  mriUnsafe: null,
  pregnant: null,
  contact: { name: 'João Pedro Souza', phone: '11987654321' },
};

describe('the lock-screen picture’s words', () => {
  it('say the name, blood type, severe allergies and first contact of the copy', () => {
    expect(lockScreenLines(full, t)).toEqual([
      { label: '', value: 'Maria Helena Souza' },
      { label: 'walletBack.bloodType', value: 'O+' },
      // The allergy not stated severe and the one cut are counted apart, never dropped.
      { label: 'walletBack.severeAllergies', value: 'Dipirona; walletBack.count' },
      { label: 'walletBack.contact', value: 'João Pedro Souza (11) 98765-4321' },
    ]);
  });

  it('say unknown as unknown and none recorded as such', () => {
    const unknown = { ...full, name: null, bloodType: null, allergies: null, contact: null };
    expect(lockScreenLines(unknown, t).map((line) => line.value)).toEqual([
      'walletBack.unknown',
      'walletBack.unknown',
      'walletBack.unknown',
    ]);
    const none: CardSummary = {
      ...full,
      bloodType: '',
      allergies: { items: [], cut: 0 },
      contact: 'none',
    };
    expect(
      lockScreenLines(none, t)
        .slice(1)
        .map((line) => line.value),
    ).toEqual(['walletBack.noneRecorded', 'walletBack.noneRecorded', 'walletBack.noneRecorded']);
  });
});
