// The REST contract of ../shared/API.md, as every client module, the demo backend and the tests read it.

export interface ApiMessage {
  message: string;
}

export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** "1" or "0"; numbers from the server are turned into strings on read. */
export type YesNo = '1' | '0';

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

// Medical record

export interface StoredItem {
  id?: number;
  attachment_file_path?: string | null;
}

export interface PersonalInformation extends StoredItem {
  name?: string;
  cpf?: string;
  gender?: string;
  date_birth?: string;
  country?: string;
  passport?: string;
}

export interface BloodType extends StoredItem {
  blood_type?: string;
}

export interface Pregnancy extends StoredItem {
  is_pregnant?: YesNo;
  last_menstruation_date?: string;
  gestational_age?: string;
  risk_pregnancy?: YesNo;
  risk_type?: string;
  observations?: string;
}

export interface HealthPlan extends StoredItem {
  provider?: string;
  plan_type?: string;
  beneficiary?: string;
  coverage?: string;
  start_date?: string;
  end_date?: string;
  grace_period_end_date?: string;
}

export interface HealthInsurance extends StoredItem {
  provider?: string;
  apolice?: string;
  beneficiary?: string;
  coverage?: string;
  coverage_limit?: string;
  start_date?: string;
  end_date?: string;
  grace_period_end_date?: string;
}

export interface EmergencyContact extends StoredItem {
  name?: string;
  relationship?: string;
  /** Digits only. */
  phone?: string;
}

export interface Allergy extends StoredItem {
  name?: string;
  type?: string;
  reaction?: string;
  severity?: string;
}

export interface Addiction extends StoredItem {
  name?: string;
  status?: string;
  start_date?: string;
}

export interface MedicalCondition extends StoredItem {
  type?: string;
  name?: string;
  status?: string;
  start_date?: string;
  observations?: string;
}

export interface Medicine extends StoredItem {
  name?: string;
  dosage?: string;
  frequency?: string;
  period?: string;
  status?: string;
  start_date?: string;
  end_date?: string;
  observations?: string;
}

export interface Procedure extends StoredItem {
  type?: string;
  name?: string;
  date_procedure?: string;
  hospital_clinic?: string;
  responsible_medic?: string;
  medical_record?: string;
  observations?: string;
}

export interface Hospitalization extends StoredItem {
  reason?: string;
  name_hospital?: string;
  date_issue?: string;
  discharge?: YesNo;
  date_discharge?: string;
  observations?: string;
}

export interface Prosthesis extends StoredItem {
  type?: string;
  location?: string;
  compatible_magnetic_resonance?: YesNo;
  material?: string;
  model?: string;
  brand?: string;
  date_placement?: string;
  status?: string;
  date_removal?: string;
  observations?: string;
}

export interface Exam extends StoredItem {
  type?: string;
  name?: string;
  exam_date?: string;
  observations?: string;
}

export interface Vaccine extends StoredItem {
  name?: string;
  vaccination_date?: string;
}

/** Every resource of GET/POST /medical-record/{resource}, with the shape of one stored item. */
export interface MedicalRecordItems {
  'personal-information': PersonalInformation;
  'blood-type': BloodType;
  pregnancy: Pregnancy;
  'health-plans': HealthPlan;
  'health-insurances': HealthInsurance;
  contacts: EmergencyContact;
  allergies: Allergy;
  addictions: Addiction;
  conditions: MedicalCondition;
  medicines: Medicine;
  'procedures-surgery': Procedure;
  hospitalizations: Hospitalization;
  prosthetics: Prosthesis;
  exams: Exam;
  vaccines: Vaccine;
}

export type RecordResource = keyof MedicalRecordItems;

/** A field value as it travels: text, or a file chosen for upload. */
export type FieldValue = string | File | null | undefined;
