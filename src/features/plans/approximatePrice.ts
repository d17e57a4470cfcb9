import { languageTags, toLanguage } from '@/i18n/languages';
import { formatMoney } from '@/lib/money';
import type { Plan } from '@/lib/plans';

// The product spec, section 9: English shows dollars, Spanish, German and French show euros.
const currencyOf = { en: 'USD', es: 'EUR', de: 'EUR', fr: 'EUR' } as const;

/** The plan's approximate price in the language's currency, or null in Portuguese. */
export function approximatePrice(plan: Plan, language: string): string | null {
  const lng = toLanguage(language);
  if (lng === 'pt') return null;
  const currency = currencyOf[lng];
  return formatMoney(plan.approx[currency], currency, languageTags[lng]);
}
