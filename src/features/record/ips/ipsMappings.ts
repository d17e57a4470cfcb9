// How each record section travels into the International Patient Summary: one entry per section
// of the registry, so a new section does not compile until it says how it maps. Each mapping reads
// its own section's declared fields and keys its tables by that section's options: a misspelt
// field or option is a type error, never a fact silently left out of the summary.
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
import {
  NONE_OF_THE_OPTIONS,
  type DeclaredSectionOf,
  type FieldNameOf,
  type ItemValuesOf,
  type RecordResource,
  type ValueOf,
} from '@/record';
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

/** A field name of a resource's section. */
type FieldOf<R extends RecordResource> = FieldNameOf<DeclaredSectionOf<R>>;

/** One item of a resource's section, read by the section's declared names. */
type ItemOf<R extends RecordResource> = ItemValuesOf<DeclaredSectionOf<R>>;

/** What a mapping is given beside an item; `F`, the field names of its section. */
export interface MapContext<F extends string = string> {
  patient: Reference<Patient>;
  /** A new `urn:uuid:` address for a resource of the Bundle. */
  newUrl: () => string;
  /** A field of the item as the record shows it (an option's label), undefined when empty. */
  shown: (field: F) => string | undefined;
  /** A field's label, as the record shows it. */
  label: (field: F) => string;
  /** "Not informed", as the record says it. */
  notInformed: string;
}

/** A resource made from an item, and the section that lists it (none: only referenced). */
export interface MappedResource {
  fullUrl: string;
  resource: Resource;
  section: IpsSectionKey | null;
}

type SectionContext<R extends RecordResource> = MapContext<FieldOf<R>>;

/** The parts of the Patient resource a section's items describe. */
type ToPatient<R extends RecordResource> = (items: readonly ItemOf<R>[]) => Partial<Patient>;

/** The resources one item of a section becomes. */
type ToResources<R extends RecordResource> = (
  item: ItemOf<R>,
  ctx: MapContext<FieldOf<R>>,
) => MappedResource[];

export type IpsMapping<R extends RecordResource = RecordResource> =
  /** The section describes the patient: its items become parts of the Patient resource. */
  | { kind: 'patient'; toPatient: ToPatient<R> }
  /** Each item becomes resources listed in a section. */
  | { kind: 'entries'; toResources: ToResources<R> }
  /** IPS has no place for it (the payers). */
  | { kind: 'omitted' };

/** What a table keyed by a field's options says of a value; undefined for any other value. */
function optionIn<K extends string, V>(
  table: Readonly<Partial<Record<K, V>>>,
  value: string | undefined,
): V | undefined {
  return value !== undefined && Object.hasOwn(table, value) ? table[value as K] : undefined;
}

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

function entry(
  ctx: Pick<MapContext, 'newUrl'>,
  section: IpsSectionKey | null,
  resource: Resource,
): MappedResource {
  return { fullUrl: ctx.newUrl(), resource, section };
}

const clinical = (system: string, code: string) => ({ coding: [{ system, code }] });
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';

const genders: Record<
  ValueOf<DeclaredSectionOf<'personal-information'>, 'gender'>,
  Patient['gender']
> = {
  masculino: 'male',
  feminino: 'female',
  [NONE_OF_THE_OPTIONS]: 'other',
};

function personalInformation([
  person,
]: readonly ItemOf<'personal-information'>[]): Partial<Patient> {
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
    gender: optionIn(genders, person.gender),
    birthDate: fhirDate(person.date_birth),
    address: country ? [{ country }] : undefined,
  };
}

function emergencyContacts(items: readonly ItemOf<'contacts'>[]): Partial<Patient> {
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
const bloodGroups: Record<
  ValueOf<DeclaredSectionOf<'blood-type'>, 'blood_type'>,
  [string, string]
> = {
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

function bloodType(
  item: ItemOf<'blood-type'>,
  ctx: SectionContext<'blood-type'>,
): MappedResource[] {
  const group = optionIn(bloodGroups, item.blood_type);
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

const allergyCategories: Record<
  ValueOf<DeclaredSectionOf<'allergies'>, 'type'>,
  AllergyIntolerance['category']
> = {
  medicamento: ['medication'],
  alimento: ['food'],
  substanciaMaterial: ['environment'],
  inseto: ['environment'],
};

const allergySeverities: Record<
  ValueOf<DeclaredSectionOf<'allergies'>, 'severity'>,
  { severity: 'mild' | 'moderate' | 'severe'; criticality: 'low' | 'high' }
> = {
  Leve: { severity: 'mild', criticality: 'low' },
  Moderada: { severity: 'moderate', criticality: 'low' },
  Severa: { severity: 'severe', criticality: 'high' },
};

function allergy(item: ItemOf<'allergies'>, ctx: SectionContext<'allergies'>): MappedResource[] {
  const severity = optionIn(allergySeverities, item.severity);
  const reaction = present(item.reaction);
  const resource: AllergyIntolerance = {
    resourceType: 'AllergyIntolerance',
    clinicalStatus: clinical(ALLERGY_CLINICAL, 'active'),
    category: optionIn(allergyCategories, item.type),
    criticality: severity?.criticality,
    code: maybeText(item.name),
    patient: ctx.patient,
    reaction: reaction
      ? [{ manifestation: [textOnly(reaction)], severity: severity?.severity }]
      : undefined,
  };
  return [entry(ctx, 'allergies', resource)];
}

function toxicomania(
  item: ItemOf<'addictions'>,
  ctx: SectionContext<'addictions'>,
): MappedResource[] {
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

const conditionStatuses: Record<
  ValueOf<DeclaredSectionOf<'conditions'>, 'status'>,
  string | undefined
> = {
  Resolvida: 'resolved',
  Controlada: 'active',
  'Não controlada': 'active',
  [NONE_OF_THE_OPTIONS]: undefined,
};

function medicalCondition(
  item: ItemOf<'conditions'>,
  ctx: SectionContext<'conditions'>,
): MappedResource[] {
  const status = optionIn(conditionStatuses, item.status);
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

const medicineStatuses: Record<
  ValueOf<DeclaredSectionOf<'medicines'>, 'status'>,
  MedicationStatement['status']
> = {
  Ativo: 'active',
  Concluído: 'completed',
  'Quando necessário': 'active',
  [NONE_OF_THE_OPTIONS]: 'unknown',
};

const AS_NEEDED_PERIOD: ValueOf<DeclaredSectionOf<'medicines'>, 'period'> = 'Quando necessário';
const AS_NEEDED_STATUS: ValueOf<DeclaredSectionOf<'medicines'>, 'status'> = 'Quando necessário';

function medicine(item: ItemOf<'medicines'>, ctx: SectionContext<'medicines'>): MappedResource[] {
  const dosage = [item.dosage, item.frequency, ctx.shown('period')]
    .map(present)
    .filter(Boolean)
    .join(', ');
  const statement: MedicationStatement = {
    resourceType: 'MedicationStatement',
    status: optionIn(medicineStatuses, item.status) ?? 'unknown',
    medicationCodeableConcept: textOnly(present(item.name) ?? ctx.notInformed),
    subject: ctx.patient,
    effectivePeriod: period(item.start_date, item.end_date),
    dosage: dosage
      ? [
          {
            text: dosage,
            asNeededBoolean:
              item.period === AS_NEEDED_PERIOD || item.status === AS_NEEDED_STATUS || undefined,
          },
        ]
      : undefined,
    note: notes(item.observations),
  };
  return [entry(ctx, 'medications', statement)];
}

function medicalProcedure(
  item: ItemOf<'procedures-surgery'>,
  ctx: SectionContext<'procedures-surgery'>,
): MappedResource[] {
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

function hospitalization(
  item: ItemOf<'hospitalizations'>,
  ctx: SectionContext<'hospitalizations'>,
): MappedResource[] {
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

const REMOVED: ValueOf<DeclaredSectionOf<'prosthetics'>, 'status'> = 'retirada';

function prosthesis(
  item: ItemOf<'prosthetics'>,
  ctx: SectionContext<'prosthetics'>,
): MappedResource[] {
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
  const removed = item.status === REMOVED;
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

function exam(item: ItemOf<'exams'>, ctx: SectionContext<'exams'>): MappedResource[] {
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

function vaccine(item: ItemOf<'vaccines'>, ctx: SectionContext<'vaccines'>): MappedResource[] {
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

function pregnancy(item: ItemOf<'pregnancy'>, ctx: SectionContext<'pregnancy'>): MappedResource[] {
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

const each = <R extends RecordResource>(toResources: ToResources<R>): IpsMapping<R> => ({
  kind: 'entries',
  toResources,
});

/** Every section's way into the summary, each typed by its own section. */
export type IpsMappings = { [R in RecordResource]: IpsMapping<R> };

/** Every section's way into the summary, keyed by the registry's resources. */
export const ipsMappings: IpsMappings = {
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
