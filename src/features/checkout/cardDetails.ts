import type { CreditCardDetails } from '@/api/types';

export const CARD_NUMBER_MASK = '0000 0000 0000 0000';
export const EXPIRY_MASK = '00/00';
export const CVC_MASK = '0000';
export const MAX_INSTALLMENTS = 12;

const MIN_CARD_DIGITS = 13;

export interface CardForm {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
  installments: string;
}

const digits = (value: string) => value.replace(/\D/g, '');

export type CardProblem =
  | 'numberRequired'
  | 'numberShort'
  | 'holderRequired'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcShort';

export function cardNumberProblem(value: string): CardProblem | null {
  const number = digits(value);
  if (!number) return 'numberRequired';
  return number.length < MIN_CARD_DIGITS ? 'numberShort' : null;
}

export function holderProblem(value: string): CardProblem | null {
  return value.trim() ? null : 'holderRequired';
}

/** MM/YY: a real month, not before the current month. */
export function expiryProblem(value: string, now: Date = new Date()): CardProblem | null {
  const text = digits(value);
  if (!text) return 'expiryRequired';
  const month = Number(text.slice(0, 2));
  if (text.length !== 4 || month < 1 || month > 12) return 'expiryInvalid';
  const year = 2000 + Number(text.slice(2));
  const passed =
    year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
  return passed ? 'expiryPast' : null;
}

export function cvcProblem(value: string): CardProblem | null {
  const cvc = digits(value);
  if (!cvc) return 'cvcRequired';
  return cvc.length < 3 ? 'cvcShort' : null;
}

/** The creditCard object of docs/api-contract.md: number without spaces, expiry year as "20" + two digits. */
export function toCreditCard(form: CardForm): CreditCardDetails {
  const expiry = digits(form.expiry);
  return {
    holderName: form.holder.trim(),
    number: digits(form.number),
    expiryMonth: expiry.slice(0, 2),
    expiryYear: `20${expiry.slice(2, 4)}`,
    ccv: digits(form.cvc),
  };
}
