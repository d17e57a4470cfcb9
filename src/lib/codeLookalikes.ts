/**
 * Characters a reader of a worn card, or a typist, takes one for another. The card code's alphabet
 * holds every letter and digit, so none can be read as the other for sure: the page asks which
 * of the codes the typing could mean exist.
 */
const LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  O: ['0'],
  '0': ['O'],
  I: ['1', 'L'],
  L: ['1', 'I'],
  '1': ['I', 'L'],
};

/** At most this many codes are asked about: the nearest ones, fewest characters changed first. */
export const MAX_LOOKALIKES = 24;

/**
 * The codes that differ from `code` (nine letters and digits, upper case) only in look-alike
 * characters, fewest changes first; `code` itself is not among them.
 */
export function lookalikeCodes(cardCode: string, max = MAX_LOOKALIKES): string[] {
  let variants: { text: string; changes: number }[] = [{ text: '', changes: 0 }];
  for (const character of cardCode) {
    const others = LOOKALIKES[character] ?? [];
    variants = variants.flatMap(({ text, changes }) => [
      { text: text + character, changes },
      ...others.map((other) => ({ text: text + other, changes: changes + 1 })),
    ]);
    // Fewest changes first, so a long code full of look-alikes keeps its nearest readings.
    variants.sort((a, b) => a.changes - b.changes);
    variants = variants.slice(0, max + 1);
  }
  return variants.filter(({ changes }) => changes > 0).map(({ text }) => text);
}
