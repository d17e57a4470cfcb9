// Random identifiers of the demo backend (crypto-grade, available in browsers and Node).

const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomFrom(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 36: the slight bias does not matter for demo identifiers.
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function randomDigits(length: number): string {
  return randomFrom('0123456789', length);
}

export function randomToken(): string {
  return randomFrom(LOWER_ALPHANUMERIC, 40);
}

/** A 9-character card code such as `K3P9ZQ1AB`. */
export function randomCardCode(): string {
  return randomFrom(UPPER_ALPHANUMERIC, 9);
}

/** A provider-style id such as `pay_8f3k2...`. */
export function randomProviderId(prefix: 'cus' | 'pay'): string {
  return `${prefix}_${randomFrom(LOWER_ALPHANUMERIC, 16)}`;
}

export function randomFileKey(): string {
  return randomFrom(LOWER_ALPHANUMERIC, 8);
}
