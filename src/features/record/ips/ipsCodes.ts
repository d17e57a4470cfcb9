// The code systems and codes of the International Patient Summary (HL7 FHIR IPS, R4) that the
// record's export uses.
import type { CodeableConcept, Coding } from '@medplum/fhirtypes';

export const LOINC = 'http://loinc.org';
export const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';
export const CPF_SYSTEM = 'https://saude.gov.br/fhir/sid/cpf';
const IDENTIFIER_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const YES_NO = 'http://terminology.hl7.org/CodeSystem/v2-0136';
const LIST_EMPTY_REASON = 'http://terminology.hl7.org/CodeSystem/list-empty-reason';

export const loinc = (code: string, display: string): CodeableConcept => ({
  coding: [{ system: LOINC, code, display }],
});

export const snomed = (code: string, display: string): Coding => ({
  system: SNOMED,
  code,
  display,
});

/** A concept the record holds only as text. */
export const textOnly = (text: string): CodeableConcept => ({ text });

/** The sections of the summary, with their LOINC codes; the first three are required by IPS. */
export const ipsSections = {
  allergies: { code: '48765-2', title: 'Allergies and adverse reactions' },
  medications: { code: '10160-0', title: 'History of Medication use' },
  problems: { code: '11450-4', title: 'Problem list' },
  pastIllness: { code: '11348-0', title: 'History of Past illness' },
  immunizations: { code: '11369-6', title: 'History of Immunization' },
  procedures: { code: '47519-4', title: 'History of Procedures' },
  devices: { code: '46264-8', title: 'History of medical device use' },
  results: { code: '30954-2', title: 'Relevant diagnostic tests/laboratory data' },
  pregnancy: { code: '10162-6', title: 'History of pregnancies' },
  socialHistory: { code: '29762-2', title: 'Social history' },
  hospitalizations: { code: '46240-8', title: 'History of Hospitalizations+Outpatient visits' },
} as const;

export type IpsSectionKey = keyof typeof ipsSections;

export const requiredSections: readonly IpsSectionKey[] = ['allergies', 'medications', 'problems'];

export const PATIENT_SUMMARY = loinc('60591-5', 'Patient summary Document');

export const identifierType = (code: 'TAX' | 'PPN', display: string): CodeableConcept => ({
  coding: [{ system: IDENTIFIER_TYPE, code, display }],
});

/** A stored yes/no answer ("1"/"0") as HL7's yes/no code; null when not answered. */
export function yesNoCode(value: string | undefined): Coding | null {
  if (value === '1') return { system: YES_NO, code: 'Y', display: 'Yes' };
  if (value === '0') return { system: YES_NO, code: 'N', display: 'No' };
  return null;
}

/** A required section with nothing recorded: "no information", never "none known". */
export const NO_INFORMATION: CodeableConcept = {
  coding: [{ system: LIST_EMPTY_REASON, code: 'unavailable', display: 'Unavailable' }],
};
