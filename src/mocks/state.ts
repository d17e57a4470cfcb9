// The shape of the demo backend's data: what the store keeps, persists and the seed builds.
import type { BillingType, RecordResource } from '../api/types';
import type { VisibilityWire } from '../api/visibility';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
  password: string;
  accept_terms: 0 | 1;
}

/** A registration waiting for its e-mail code; it becomes a user once verified. */
export interface PendingRegistration {
  name: string;
  email: string;
  cpf: string;
  code: string;
}

export interface SessionRow {
  token: string;
  userId: number;
}

export interface ResetTokenRow {
  email: string;
  token: string;
  used: boolean;
}

export interface CustomerRow {
  id: string;
  userId: number;
}

export type PaymentStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED';

export interface PaymentRow {
  id: string;
  userId: number;
  customerId: string;
  planId: number;
  billingType: BillingType;
  value: number;
  dueDate: string;
  status: PaymentStatus;
  /** Epoch ms at which a demo Pix payment counts as paid; null until its QR code was shown. */
  pixConfirmAt: number | null;
  /** The Idempotency-Key it was created with: the same key creates no other payment. */
  createKey?: string;
  /** The Idempotency-Key of the charge that paid it: the same key is answered as that charge. */
  chargeKey?: string;
}

/** A purchase as GET /user/info reports it. */
export interface UserPaymentRow {
  userId: number;
  plan_name: string;
  value: number;
  cards: number;
  transaction_date: string;
}

/**
 * A card's public-page choice as kept: the wire's, or one saved before the identity choice
 * existed, with `hide_identity_numbers` in its place (read by `visibilityOf`).
 */
export type StoredVisibility = Omit<VisibilityWire, 'identity_numbers'> & {
  identity_numbers?: unknown;
  hide_identity_numbers?: unknown;
};

export interface CardRow {
  id: number;
  number: string;
  userId: number;
  /** What the public page may show; absent until the owner first chooses (the default). */
  visibility?: StoredVisibility;
  /** When its record or its public page's choice last changed (ISO); absent since the seed. */
  recordUpdatedAt?: string;
}

/** One stored record item: its id, its file path, and its text fields. */
export interface RecordItem {
  id: number;
  attachment_file_path: string | null;
  [field: string]: string | number | null;
}

export type CardRecord = Partial<Record<RecordResource, RecordItem[]>>;

export interface StoredFile {
  blob: Blob;
  name: string;
}

export interface ContactMessageRow {
  name: string;
  email: string;
  message: string;
  received_at: string;
}

export interface DemoState {
  nextId: number;
  users: UserRow[];
  pendingRegistrations: PendingRegistration[];
  sessions: SessionRow[];
  resetTokens: ResetTokenRow[];
  customers: CustomerRow[];
  payments: PaymentRow[];
  userPayments: UserPaymentRow[];
  cards: CardRow[];
  /** Keyed by card code. */
  records: Record<string, CardRecord>;
  /** Keyed by storage path, e.g. `attachments/ABC123XYZ/exame.pdf`. */
  files: Record<string, StoredFile>;
  contactMessages: ContactMessageRow[];
}
