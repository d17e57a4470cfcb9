// The REST contract (docs/api-contract.md), as every client module, the demo backend and the tests
// read it.
import type { RecordResource, StoredItemOf } from '../record/registry';
import type { RecordVisibility } from '../record/visibility';

export interface ApiMessage {
  message: string;
}

export interface ApiErrorBody {
  message?: string;
  /** Why, for the client to act on (assumed): `section_hidden`, `record_private`. */
  code?: string;
  errors?: Record<string, string[]>;
}

// Auth, user, cards

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SessionUser {
  id: number;
  name?: string;
  email?: string;
  accept_terms: number;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

export interface RegisterRequest {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
}

export interface RegisterResponse extends ApiMessage {
  /** Only the demo backend sends it: the code it would have mailed. */
  demo_code?: string;
}

export interface VerifyCodeRequest {
  email: string;
  code: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ForgotPasswordResponse extends ApiMessage {
  /** Only the demo backend sends it: the link it would have mailed. */
  demo_reset_url?: string;
}

export interface ResetPasswordRequest {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export interface UpdateProfileRequest {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
  /**
   * The account's current password, when the e-mail changes: whoever holds an open session must
   * not be able to move the account (and its password reset) to their e-mail.
   */
  password?: string;
}

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export interface UserPayment {
  plan_name: string;
  value: number | string;
  cards: number;
  transaction_date: string;
}

export interface UserInfo {
  user: { name: string; email: string; cpf: string };
  payments: UserPayment[];
}

export interface Card {
  id: number;
  number: string;
  medical_record: {
    medical_record_personal_informations: { name: string | null }[];
  } | null;
  /** What the public page may show of the card's record (assumed; read as `visibility`). */
  visibility?: RecordVisibility;
}

export interface CardsResponse {
  cards: Card[];
}

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}

// Payment

export type BillingType = 'CREDIT_CARD' | 'PIX';

export interface CreatePaymentRequest {
  id_customer: string;
  plan_id: number;
  user_id: number;
  billingType: BillingType;
  value: number;
  /** YYYY-MM-DD, tomorrow. */
  dueDate: string;
  installmentCount: number | null;
  totalValue: number;
  description: string;
}

export interface CreditCardDetails {
  holderName: string;
  /** Digits, no spaces. */
  number: string;
  expiryMonth: string;
  /** "20" + two digits. */
  expiryYear: string;
  ccv: string;
}

export interface PayWithCreditCardRequest {
  customer_id: string;
  creditCard: CreditCardDetails;
}

export interface PixData {
  /** Base64 PNG of the QR code. */
  encodedImage: string;
  /** The BR Code copy-paste payload. */
  payload: string;
}

export interface BillingInfoResponse {
  data?: { pix?: PixData };
  error?: string;
}

// Medical record: derived from the section declarations (src/record), the one source of every
// resource and field.

/** Every resource of GET/POST /medical-record/{resource}, with the shape of one stored item. */
export type MedicalRecordItems = { [R in RecordResource]: StoredItemOf<R> };

export type { RecordResource };
