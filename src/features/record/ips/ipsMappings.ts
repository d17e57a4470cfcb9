// How each record section travels into the International Patient Summary: one entry per section
// of the registry, so a new section does not compile until it says how it maps.
import type {
  AllergyIntolerance,
  Annotation,
  Condition,
  Device,
  DeviceUseStatement,
  DiagnosticReport,
  Encounter,
  Immunization,
  MedicationStatement,
  Observation,
  Patient,
  PatientContact,
  Procedure,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { NONE_OF_THE_OPTIONS, type ItemValues, type RecordResource } from '@/record';
import { countryCode } from './countryCodes';
import {
  CPF_SYSTEM,
  identifierType,
  loinc,
  snomed,
  textOnly,
  UCUM,
  yesNoCode,
  type IpsSectionKey,
} from './ipsCodes';

export interface MapContext {
  patient: Reference<Patient>;
  /** A new `urn:uuid:` address for a resource of the Bundle. */
  newUrl: () => string;
  /** A field of the item as the record shows it (an option's label), undefined when empty. */
  shown: (field: string) => string | undefined;
  /** A field's label, as the record shows it. */
  label: (field: string) => string;
  /** "Not informed", as the record says it. */
  notInformed: string;
}

/** A resource made from an item, and the section that lists it (none: only referenced). */
export interface MappedResource {
  fullUrl: string;
  resource: Resource;
  section: IpsSectionKey | null;
}

export type IpsMapping =
  /** The section describes the patient: its items become parts of the Patient resource. */
  | { kind: 'patient'; toPatient: (items: readonly ItemValues[]) => Partial<Patient> }
  /** Each item becomes resources listed in a section. */
  | { kind: 'entries'; toResources: (item: ItemValues, ctx: MapContext) => MappedResource[] }
  /** IPS has no place for it (the payers). */
  | { kind: 'omitted' };

/** A value as FHIR takes it: no empty strings. */
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A stored date as a FHIR date; undefined when none or not a date. */
function fhirDate(value: string | undefined): string | undefined {
  return ISO_DATE.exec(value ?? '')?.[0];
}

/** A concept held only as text, when there is text. */
function maybeText(value: string | undefined) {
  const text = present(value);
  return text ? textOnly(text) : undefined;
}

function optionalText(value: string | undefined) {
  const concept = maybeText(value);
  return concept ? [concept] : undefined;
}

function notes(...texts: (string | undefined)[]): Annotation[] | undefined {
  const kept = texts.map(present).filter((text): text is string => text !== undefined);
  return kept.length > 0 ? kept.map((text) => ({ text })) : undefined;
}

function period(start: string | undefined, end: string | undefined) {
  const from = fhirDate(start);
  const to = fhirDate(end);
  return from || to ? { start: from, end: to } : undefined;
}

function entry(ctx: MapContext, section: IpsSectionKey | null, resource: Resource): MappedResource {
  return { fullUrl: ctx.newUrl(), resource, section };
}

const clinical = (system: string, code: string) => ({ coding: [{ system, code }] });
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';

const genders: Record<string, Patient['gender']> = {
  masculino: 'male',
  feminino: 'female',
  [NONE_OF_THE_OPTIONS]: 'other',
};

function personalInformation([person]: readonly ItemValues[]): Partial<Patient> {
  if (!person) return {};
  const cpf = present(person.cpf);
  const passport = present(person.passport);
  const country = countryCode(person.country ?? '');
  const name = present(person.name);
  return {
    identifier: [
      ...(cpf
        ? [{ system: CPF_SYSTEM, value: cpf, type: identifierType('TAX', 'Tax ID number') }]
        : []),
      ...(passport ? [{ value: passport, type: identifierType('PPN', 'Passport number') }] : []),
    ],
    name: name ? [{ text: name }] : undefined,
    gender: genders[person.gender ?? ''],
    birthDate: fhirDate(person.date_birth),
    address: country ? [{ country }] : undefined,
  };
}

function emergencyContacts(items: readonly ItemValues[]): Partial<Patient> {
  const contacts = items.map((item): PatientContact => ({
    relationship: optionalText(item.relationship),
    name: present(item.name) ? { text: present(item.name) } : undefined,
    telecom: present(item.phone)
      ? [{ system: 'phone', value: present(item.phone), use: 'mobile' }]
      : undefined,
  }));
  return { contact: contacts.filter((contact) => contact.name || contact.telecom) };
}

// ABO and Rh as SNOMED CT's "Blood group X Rh(D) positive/negative".
const bloodGroups: Record<string, [string, string]> = {
  'A+': ['278149003', 'Blood group A Rh(D) positive'],
  'A-': ['278152006', 'Blood group A Rh(D) negative'],
  'B+': ['278150003', 'Blood group B Rh(D) positive'],
  'B-': ['278153001', 'Blood group B Rh(D) negative'],
  'AB+': ['278151004', 'Blood group AB Rh(D) positive'],
  'AB-': ['278154007', 'Blood group AB Rh(D) negative'],
  'O+': ['278147001', 'Blood group O Rh(D) positive'],
  'O-': ['278148006', 'Blood group O Rh(D) negative'],
};

/** An Observation's category in HL7's observation-category code system. */
function observationCategory(code: string): Observation['category'] {
  return [
    { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code }] },
  ];
}

function bloodType(item: ItemValues, ctx: MapContext): MappedResource[] {
  const group = bloodGroups[item.blood_type ?? ''];
  if (!group) return [];
  const observation: Observation = {
    resourceType: 'Observation',
    status: 'final',
    category: observationCategory('laboratory'),
    code: loinc('882-1', 'ABO and Rh group [Type] in Blood'),
    subject: ctx.patient,
    valueCodeableConcept: { coding: [snomed(...group)], text: item.blood_type },
  };
  return [entry(ctx, 'results', observation)];
}

const allergyCategories: Record<string, AllergyIntolerance['category']> = {
  medicamento: ['medication'],
  alimento: ['food'],
  substanciaMaterial: ['environment'],
  inseto: ['environment'],
};

const allergySeverities: Record<
  string,
  { severity: 'mild' | 'moderate' | 'severe'; criticality: 'low' | 'high' }
> = {
  Leve: { severity: 'mild', criticality: 'low' },
  Moderada: { severity: 'moderate', criticality: 'low' },
  Severa: { severity: 'severe', criticality: 'high' },
};

function allergy(item: ItemValues, ctx: MapContext): MappedResource[] {
  const severity = allergySeverities[item.severity ?? ''];
  const reaction = present(item.reaction);
  const resource: AllergyIntolerance = {
    resourceType: 'AllergyIntolerance',
    clinicalStatus: clinical(ALLERGY_CLINICAL, 'active'),
    category: allergyCategories[item.type ?? ''],
    criticality: severity?.criticality,
    code: maybeText(item.name),
    patient: ctx.patient,
    reaction: reaction
      ? [{ manifestation: [textOnly(reaction)], severity: severity?.severity }]
      : undefined,
  };
  return [entry(ctx, 'allergies', resource)];
}

function toxicomania(item: ItemValues, ctx: MapContext): MappedResource[] {
  const observation: Observation = {
    resourceType: 'Observation',
    status: 'final',
    category: observationCategory('social-history'),
    code: textOnly(present(item.name) ?? ctx.notInformed),
    subject: ctx.patient,
    effectivePeriod: period(item.start_date, undefined),
    valueString: ctx.shown('status'),
  };
  return [entry(ctx, 'socialHistory', observation)];
}

const conditionStatuses: Record<string, string> = {
  Resolvida: 'resolved',
  Controlada: 'active',
  'Não controlada': 'active',
};

function medicalCondition(item: ItemValues, ctx: MapContext): MappedResource[] {
  const status = conditionStatuses[item.status ?? ''];
  const condition: Condition = {
    resourceType: 'Condition',
    clinicalStatus: status ? clinical(CONDITION_CLINICAL, status) : undefined,
    category: optionalText(ctx.shown('type')),
    code: maybeText(item.name),
    subject: ctx.patient,
    onsetDateTime: fhirDate(item.start_date),
    note: notes(ctx.shown('status'), item.observations),
  };
  return [entry(ctx, status === 'resolved' ? 'pastIllness' : 'problems', condition)];
}

const medicineStatuses: Record<string, MedicationStatement['status']> = {
  Ativo: 'active',
  Concluído: 'completed',
  'Quando necessário': 'active',
};

function medicine(item: ItemValues, ctx: MapContext): MappedResource[] {
  const dosage = [item.dosage, item.frequency, ctx.shown('period')]
    .map(present)
    .filter(Boolean)
    .join(', ');
  const statement: MedicationStatement = {
    resourceType: 'MedicationStatement',
    status: medicineStatuses[item.status ?? ''] ?? 'unknown',
    medicationCodeableConcept: textOnly(present(item.name) ?? ctx.notInformed),
    subject: ctx.patient,
    effectivePeriod: period(item.start_date, item.end_date),
    dosage: dosage
      ? [
          {
            text: dosage,
            asNeededBoolean: [item.period, item.status].includes('Quando necessário') || undefined,
          },
        ]
      : undefined,
    note: notes(item.observations),
  };
  return [entry(ctx, 'medications', statement)];
}

function medicalProcedure(item: ItemValues, ctx: MapContext): MappedResource[] {
  const medic = present(item.responsible_medic);
  const place = present(item.hospital_clinic);
  const record = present(item.medical_record);
  const procedure: Procedure = {
    resourceType: 'Procedure',
    status: 'completed',
    identifier: record ? [{ value: record }] : undefined,
    category: maybeText(item.type),
    code: textOnly(present(item.name) ?? ctx.notInformed),
    subject: ctx.patient,
    performedDateTime: fhirDate(item.date_procedure),
    performer: medic ? [{ actor: { display: medic } }] : undefined,
    location: place ? { display: place } : undefined,
    note: notes(item.observations),
  };
  return [entry(ctx, 'procedures', procedure)];
}

function hospitalization(item: ItemValues, ctx: MapContext): MappedResource[] {
  const hospital = present(item.name_hospital);
  const discharged = item.discharge === '1';
  const encounter: Encounter = {
    resourceType: 'Encounter',
    // An unanswered discharge question says nothing about whether the stay goes on.
    status: discharged ? 'finished' : item.discharge === '0' ? 'in-progress' : 'unknown',
    class: {
      system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
      code: 'IMP',
      display: 'inpatient encounter',
    },
    subject: ctx.patient,
    period: period(item.date_issue, discharged ? item.date_discharge : undefined),
    reasonCode: optionalText(item.reason),
    location: hospital ? [{ location: { display: hospital } }] : undefined,
  };
  return [entry(ctx, 'hospitalizations', encounter)];
}

function modelName(model: string | undefined): Device['deviceName'] {
  const name = present(model);
  return name ? [{ name, type: 'model-name' }] : undefined;
}

function prosthesis(item: ItemValues, ctx: MapContext): MappedResource[] {
  const mri = yesNoCode(item.compatible_magnetic_resonance);
  const device: Device = {
    resourceType: 'Device',
    type: maybeText(ctx.shown('type')),
    manufacturer: present(item.brand),
    deviceName: modelName(item.model),
    patient: ctx.patient,
    safety: mri
      ? [
          {
            coding: [mri],
            text: `${ctx.label('compatible_magnetic_resonance')}: ${ctx.shown('compatible_magnetic_resonance')}`,
          },
        ]
      : undefined,
    note: notes(item.material, item.observations),
  };
  const deviceEntry = entry(ctx, null, device);
  const removed = item.status === 'retirada';
  const statement: DeviceUseStatement = {
    resourceType: 'DeviceUseStatement',
    // "None of the options" is a device the patient listed without saying it was removed.
    status: removed ? 'completed' : 'active',
    subject: ctx.patient,
    device: { reference: deviceEntry.fullUrl },
    timingPeriod: period(item.date_placement, removed ? item.date_removal : undefined),
    bodySite: maybeText(item.location),
  };
  return [deviceEntry, entry(ctx, 'devices', statement)];
}

function exam(item: ItemValues, ctx: MapContext): MappedResource[] {
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    status: 'final',
    category: optionalText(ctx.shown('type')),
    code: textOnly(present(item.name) ?? ctx.notInformed),
    subject: ctx.patient,
    effectiveDateTime: fhirDate(item.exam_date),
    conclusion: present(item.observations),
  };
  return [entry(ctx, 'results', report)];
}

function vaccine(item: ItemValues, ctx: MapContext): MappedResource[] {
  const date = fhirDate(item.vaccination_date);
  const immunization: Immunization = {
    resourceType: 'Immunization',
    status: 'completed',
    vaccineCode: textOnly(ctx.shown('name') ?? ctx.notInformed),
    patient: ctx.patient,
    ...(date ? { occurrenceDateTime: date } : { occurrenceString: ctx.notInformed }),
  };
  return [entry(ctx, 'immunizations', immunization)];
}

const PREGNANT = snomed('77386006', 'Pregnant');
const NOT_PREGNANT = snomed('60001007', 'Not pregnant');
const HIGH_RISK = snomed('47200007', 'High risk pregnancy');

function pregnancy(item: ItemValues, ctx: MapContext): MappedResource[] {
  if (item.is_pregnant !== '1' && item.is_pregnant !== '0') return [];
  const pregnant = item.is_pregnant === '1';
  const observation = (fields: Partial<Observation>): MappedResource =>
    entry(ctx, 'pregnancy', {
      resourceType: 'Observation',
      status: 'final',
      subject: ctx.patient,
      code: loinc('82810-3', 'Pregnancy status'),
      ...fields,
    } satisfies Observation);
  const risk = yesNoCode(item.risk_pregnancy);
  const status = observation({
    valueCodeableConcept: { coding: [pregnant ? PREGNANT : NOT_PREGNANT] },
    component:
      pregnant && risk
        ? [
            {
              code: { coding: [HIGH_RISK], text: ctx.label('risk_pregnancy') },
              valueCodeableConcept: { coding: [risk], text: ctx.shown('risk_type') },
            },
          ]
        : undefined,
    note: pregnant ? notes(item.observations) : undefined,
  });
  if (!pregnant) return [status];
  const weeks = Number(item.gestational_age);
  const lastPeriod = fhirDate(item.last_menstruation_date);
  return [
    status,
    ...(present(item.gestational_age) && Number.isFinite(weeks)
      ? [
          observation({
            code: loinc('11884-4', 'Gestational age Estimated'),
            valueQuantity: { value: weeks, unit: 'wk', system: UCUM, code: 'wk' },
          }),
        ]
      : []),
    ...(lastPeriod
      ? [
          observation({
            code: loinc('8665-2', 'Last menstrual period start date'),
            valueDateTime: lastPeriod,
          }),
        ]
      : []),
  ];
}

const each = (
  toResources: (item: ItemValues, ctx: MapContext) => MappedResource[],
): IpsMapping => ({
  kind: 'entries',
  toResources,
});

/** Every section's way into the summary, keyed by the registry's resources. */
export const ipsMappings: Record<RecordResource, IpsMapping> = {
  'personal-information': { kind: 'patient', toPatient: personalInformation },
  'blood-type': each(bloodType),
  pregnancy: each(pregnancy),
  contacts: { kind: 'patient', toPatient: emergencyContacts },
  'health-insurances': { kind: 'omitted' },
  'health-plans': { kind: 'omitted' },
  allergies: each(allergy),
  addictions: each(toxicomania),
  conditions: each(medicalCondition),
  medicines: each(medicine),
  'procedures-surgery': each(medicalProcedure),
  hospitalizations: each(hospitalization),
  prosthetics: each(prosthesis),
  exams: each(exam),
  vaccines: each(vaccine),
};
