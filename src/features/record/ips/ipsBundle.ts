// The card's record as an International Patient Summary: a FHIR R4 document Bundle whose
// Composition lists the IPS sections. Loaded only when the user asks for the file.
import type {
  Bundle,
  BundleEntry,
  Composition,
  CompositionSection,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import type { Translate } from '@/i18n/translate';
import {
  displayText,
  fieldLabel,
  fieldOf,
  sections,
  shownValue,
  visibleStoredFields,
  type ItemValues,
  type RecordResource,
  type SectionDecl,
} from '@/record';
import {
  ipsSections,
  loinc,
  NO_INFORMATION,
  PATIENT_SUMMARY,
  requiredSections,
  type IpsSectionKey,
} from './ipsCodes';
import { ipsMappings, type IpsMapping, type MapContext, type MappedResource } from './ipsMappings';
import { narrative } from './narrative';

/** The stored items of each section to put in the summary (a section left out has none). */
export type IpsRecord = Partial<Record<RecordResource, readonly ItemValues[]>>;

export interface IpsInput {
  record: IpsRecord;
  t: Translate;
  now: Date;
}

/** A random RFC 4122 version 4 UUID (crypto.randomUUID needs a secure context). */
function uuid(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte, index) => {
    // The version (4) and the variant (10xx) bits.
    const marked = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return marked.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const newUrl = () => `urn:uuid:${uuid()}`;

type RecordContext = Omit<MapContext, 'shown' | 'label'> & { t: Translate };

function itemContext(section: SectionDecl, item: ItemValues, base: RecordContext): MapContext {
  return {
    ...base,
    shown: (name) => {
      const value = shownValue(fieldOf(section, name), item[name], base.t);
      return value.missing ? undefined : value.text;
    },
    label: (name) => fieldLabel(section.id, fieldOf(section, name), base.t),
  };
}

/** One line per item for a section's narrative: its filled fields, labelled. */
function itemLine(section: SectionDecl, item: ItemValues, t: Translate): string {
  return visibleStoredFields(section, item)
    .filter((field) => (item[field.name] ?? '').trim() !== '')
    .map(
      (field) => `${fieldLabel(section.id, field, t)}: ${displayText(field, item[field.name], t)}`,
    )
    .join('; ');
}

function sectionOfSummary(
  key: IpsSectionKey,
  entries: readonly MappedResource[],
  lines: readonly string[],
  t: Translate,
): CompositionSection {
  const { code, title } = ipsSections[key];
  const base = { title, code: loinc(code, title) };
  if (entries.length === 0) {
    return {
      ...base,
      text: narrative([t('recordEditor:ips.noInformation')]),
      emptyReason: NO_INFORMATION,
    };
  }
  return {
    ...base,
    text: narrative(lines),
    entry: entries.map(({ fullUrl }) => ({ reference: fullUrl })),
  };
}

export function buildIpsBundle({ record, t, now }: IpsInput): Bundle {
  const patientUrl = newUrl();
  const base: RecordContext = {
    patient: { reference: patientUrl },
    newUrl,
    t,
    notInformed: t('record:notInformed'),
  };
  let patient: Patient = { resourceType: 'Patient' };
  const resources: MappedResource[] = [];
  const linesBySection = new Map<IpsSectionKey, string[]>();

  for (const section of sections) {
    const mapping: IpsMapping = ipsMappings[section.resource];
    const items = record[section.resource] ?? [];
    if (mapping.kind === 'patient') patient = { ...patient, ...mapping.toPatient(items) };
    if (mapping.kind !== 'entries') continue;
    for (const item of items) {
      const made = mapping.toResources(item, itemContext(section, item, base));
      resources.push(...made);
      for (const key of new Set(made.flatMap(({ section: s }) => (s ? [s] : [])))) {
        linesBySection.set(key, [...(linesBySection.get(key) ?? []), itemLine(section, item, t)]);
      }
    }
  }
  if (!patient.name?.length) patient.name = [{ text: t('record:notInformed') }];

  const keys = (Object.keys(ipsSections) as IpsSectionKey[]).filter(
    (key) => requiredSections.includes(key) || linesBySection.has(key),
  );
  const composition: Composition = {
    resourceType: 'Composition',
    status: 'final',
    type: PATIENT_SUMMARY,
    subject: { reference: patientUrl },
    date: now.toISOString(),
    // What the record holds is what the patient entered.
    author: [{ reference: patientUrl }],
    title: t('recordEditor:ips.documentTitle'),
    section: keys.map((key) =>
      sectionOfSummary(
        key,
        resources.filter((made) => made.section === key),
        linesBySection.get(key) ?? [],
        t,
      ),
    ),
  };

  const entry = (fullUrl: string, resource: Resource): BundleEntry => ({ fullUrl, resource });
  return {
    resourceType: 'Bundle',
    identifier: { system: 'urn:ietf:rfc:3986', value: newUrl() },
    type: 'document',
    timestamp: now.toISOString(),
    entry: [
      entry(newUrl(), composition),
      entry(patientUrl, patient),
      ...resources.map(({ fullUrl, resource }) => entry(fullUrl, resource)),
    ],
  };
}

/** The Bundle as the downloaded file holds it. */
export function ipsJson(bundle: Bundle): string {
  return JSON.stringify(bundle, null, 2);
}
