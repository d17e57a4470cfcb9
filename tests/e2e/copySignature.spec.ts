// A printed card's copy proves itself offline: signed, it is said verified; altered by one letter
// or unsigned, it is said not verified and still shown as the card's.
import { expect, test } from '@playwright/test';
import { signCopy } from '@/mocks/copySigning';
import { encodeCardSummary } from '@/recordReading/cardCopy/format';
import { signedFragment } from '@/recordReading/cardCopy/signature';
import { DEMO_CARDS, printedCard, type Language } from './support';

const VIEW = `/prontuario-do-usuario/${DEMO_CARDS.full}`;

async function signed(): Promise<string> {
  const copy = encodeCardSummary(printedCard);
  const { key_id: keyId, signature } = await signCopy(copy);
  return signedFragment(copy, { keyId, signature });
}

const said: Record<Language, { verified: string; unverified: string }> = {
  pt: {
    verified: 'Cópia verificada: assinada pelo Prontuário Digital em 05/03/2026',
    unverified: 'Cópia não verificada',
  },
  en: {
    verified: 'Verified copy: signed by Prontuário Digital on 05/03/2026',
    unverified: 'Unverified copy',
  },
  es: {
    verified: 'Copia verificada: firmada por Prontuário Digital el 05/03/2026',
    unverified: 'Copia no verificada',
  },
  de: {
    verified: 'Geprüfte Kopie: von Prontuário Digital am 05/03/2026 signiert',
    unverified: 'Nicht geprüfte Kopie',
  },
  fr: {
    verified: 'Copie vérifiée : signée par Prontuário Digital le 05/03/2026',
    unverified: 'Copie non vérifiée',
  },
};

for (const language of Object.keys(said) as Language[]) {
  test(`a signed copy is said verified, an altered or unsigned one not (${language})`, async ({
    page,
  }) => {
    const fragment = await signed();
    const altered = fragment.replace('n=Maria', 'n=Marta');
    const unsigned = encodeCardSummary(printedCard);
    const note = page.locator('[data-copy-signature]');
    for (const [shown, text] of [
      [fragment, said[language].verified],
      [altered, said[language].unverified],
      [unsigned, said[language].unverified],
    ] as const) {
      // A new document each time: a change of fragment alone does not load the page again.
      await page.goto('about:blank');
      await page.goto(`${VIEW}?lng=${language}#${shown}`);
      await expect(note).toHaveText(text);
      // Still the card's copy, whatever the check said.
      await expect(page.locator('[data-summary-field="name"]').first()).toBeVisible();
    }
  });
}
