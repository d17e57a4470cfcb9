import { demoSigningKey } from '@/lib/signingKeys';
import { signCopy } from '@/mocks/copySigning';
import {
  decodeCardSummary,
  encodeCardSummary,
  type CardSummary,
} from '@/recordReading/cardCopy/format';
import { isSignedCopy, signedFragment, splitSignedCopy } from '@/recordReading/cardCopy/signature';

const copy: CardSummary = {
  madeOn: '2026-11-26',
  name: 'Maria Helena Souza',
  birthDate: '1990-04-12',
  bloodType: 'O+',
  allergies: { items: [{ name: 'Dipirona', severity: 'Severa' }], cut: 0 },
  conditions: null,
  medicines: { items: ['Insulina'], cut: 2 },
  mriUnsafe: null,
  pregnant: null,
  contact: { name: 'João Pedro Souza', phone: '11987654321' },
};

async function signed(text: string): Promise<string> {
  const { key_id: keyId, signature } = await signCopy(text);
  return signedFragment(text, { keyId, signature });
}

describe("a card's copy with its signature", () => {
  it('reads as the same copy, the signature after its fields', async () => {
    const text = encodeCardSummary(copy);
    const fragment = await signed(text);
    expect(fragment.startsWith(`${text};k=demo1;s=`)).toBe(true);
    expect(decodeCardSummary(fragment)).toEqual(decodeCardSummary(text));
    expect(splitSignedCopy(fragment).copy).toBe(text);
  });

  it('is verified with the key that signed it', async () => {
    expect(await isSignedCopy(await signed(encodeCardSummary(copy)), [demoSigningKey])).toBe(true);
  });

  it('is not verified altered by one letter, unsigned, or with an unknown key', async () => {
    const text = encodeCardSummary(copy);
    const fragment = await signed(text);
    const altered = fragment.replace('n=Maria', 'n=Marta');
    expect(decodeCardSummary(altered)?.name).toBe('Marta Helena Souza');
    expect(await isSignedCopy(altered, [demoSigningKey])).toBe(false);
    expect(await isSignedCopy(text, [demoSigningKey])).toBe(false);
    expect(await isSignedCopy(fragment, [{ ...demoSigningKey, kid: 'other' }])).toBe(false);
    expect(await isSignedCopy(fragment, [])).toBe(false);
    // A signature cut short is none, and the copy still reads.
    expect(splitSignedCopy(fragment.slice(0, -3)).signature).toBeNull();
    expect(decodeCardSummary(fragment.slice(0, -3))).toEqual(decodeCardSummary(text));
  });
});
