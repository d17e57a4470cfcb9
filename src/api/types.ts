// The REST contract's types, as every client module, the demo backend and the tests read them.
// The wire shapes are not written here: they are generated from the contract, docs/openapi.yaml,
// into ./openapi.d.ts (`npm run api:types`). Beside them, the few shapes the client reads an
// answer into.
import type { RecordResource, StoredItemOf } from '../record/registry';
import type { IdentityNumbers, RecordVisibility, WithheldCode } from '../record/visibility';
import type { components } from './openapi';

type Schemas = components['schemas'];

export type ApiMessage = Schemas['Message'];

export type ApiErrorBody = Schemas['Error'];

// Auth, user, cards

export type LoginRequest = Schemas['LoginRequest'];

/** The signed-in user as the client keeps it (the session cookie). */
export type SessionUser = Pick<Schemas['SessionUser'], 'id' | 'name' | 'email' | 'accept_terms'>;

export type LoginResponse = Omit<Schemas['LoginAnswer'], 'user'> & { user: SessionUser };

export type RegisterRequest = Schemas['RegisterRequest'];

export type RegisterResponse = Schemas['RegisterAnswer'];

export type VerifyCodeRequest = Schemas['VerifyCodeRequest'];

export type ForgotPasswordRequest = Schemas['ForgotPasswordRequest'];

export type ForgotPasswordResponse = Schemas['ForgotPasswordAnswer'];

export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];

export type UpdateProfileRequest = Schemas['UpdateProfileRequest'];

export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];

export type UserPayment = Schemas['UserPayment'];

export type UserInfo = Schemas['UserInfo'];

type WireCard = Schemas['Card'];

type WireHolderName = NonNullable<
  NonNullable<WireCard['medical_record']>['medical_record_personal_informations']
>[number];

/** A card as the client reads it: its holder's names always listed, its visibility read. */
export interface Card extends Pick<WireCard, 'id' | 'number'> {
  medical_record: {
    medical_record_personal_informations: Required<WireHolderName>[];
  } | null;
  /** What the public page may show of the card's record (assumed; read as `visibility`). */
  visibility?: RecordVisibility;
  /** When the record last changed (assumed); null when the API does not say, or says nonsense. */
  record_updated_at: string | null;
}

/** What the public page shows of a card's record, as it travels. */
export type VisibilityWire = Schemas['VisibilityRequest'];

export type ContactRequest = Schemas['ContactRequest'];

// Payment

export type BillingType = Schemas['BillingType'];

export type CreatePaymentRequest = Schemas['CreatePaymentRequest'];

export type CreditCardDetails = Schemas['CreditCardDetails'];

export type PayWithCreditCardRequest = Schemas['PayWithCreditCardRequest'];

export type PixData = Pick<Schemas['PixData'], 'encodedImage' | 'payload'>;

// Medical record: the items are derived from the section declarations (src/record), the one
// source of every resource and field; the contract must name the same resources.

/** Every resource of GET/POST /medical-record/{resource}, with the shape of one stored item. */
export type MedicalRecordItems = { [R in RecordResource]: StoredItemOf<R> };

export type { RecordResource };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

/**
 * A type error unless the contract's resources, identity choices and withheld reads' codes are
 * the record declarations'.
 */
export type ContractAgreesWithRegistry = [
  Expect<Same<Schemas['RecordResource'], RecordResource>>,
  Expect<Same<Schemas['IdentityNumbers'], IdentityNumbers>>,
  Expect<Same<Schemas['WithheldError']['code'], WithheldCode>>,
];
