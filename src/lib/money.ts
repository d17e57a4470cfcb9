export type Currency = 'BRL' | 'USD' | 'EUR';

// Plain decimal text as the API sends prices ('150.00'); nothing Number() would also take ('', '0x10').
const DECIMAL_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

function toAmount(value: number | string): number {
  const amount =
    typeof value === 'number' ? value : DECIMAL_TEXT.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(amount) ? amount : 0;
}

// Intl separates symbol and number with a no-break space (or a narrow one in some locales);
// screens and tests read a plain space.
function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** A price in the given currency and locale: formatMoney(100, 'EUR', 'de') -> '100,00 €'. */
export function formatMoney(value: number | string, currency: Currency, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    signDisplay: 'negative',
  });
  return withPlainSpaces(format.format(toAmount(value)));
}

/** A price in reais: 150 or '150.00' -> 'R$ 150,00'; anything not a finite number -> 'R$ 0,00'. */
export function formatBRL(value: number | string): string {
  return formatMoney(value, 'BRL', 'pt-BR');
}

/** The instalment option label: installmentLabel(150, 12) -> '12x de R$ 12,50'. */
export function installmentLabel(total: number, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Invalid instalment count: ${n}`);
  return `${n}x de ${formatBRL(total / n)}`;
}
