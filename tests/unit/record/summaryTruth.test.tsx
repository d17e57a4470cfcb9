// Property: over records whose every field is present, absent, empty or malformed, every statement
// of the emergency summary (the model and markup the boot page and the app share) and of each
// section's view follows from a stored value. No warning, no "Não" and no "Nenhum registro"
// comes from a value that is absent, empty or malformed.
import { render, within } from '@testing-library/react';
import fc from 'fast-check';
import { answered } from '@/recordReading/recordState';
import { SectionCard } from '@/features/record/view/SectionCard';
import { parseRecordAnswer } from '@/api/recordAnswer';
import { i18n } from '@/i18n/setup';
import {
  childbearingAgeOf,
  fieldLabel,
  sections,
  showableItems,
  toFormItem,
  visibleStoredFields,
  type FieldDecl,
  type RecordResource,
  type SectionDecl,
} from '@/record';
import { summaryOf, type WireRecord } from '../support/summaryOf';
import { definitionOf, summaryPart } from '../support/recordView';

type Wire = string | number | boolean | null;
type WireItem = Record<string, Wire>;

const YES: readonly Wire[] = [1, '1', true];
const NO: readonly Wire[] = [0, '0', false];
const isYes = (value: Wire | undefined) => value !== undefined && YES.includes(value);
const isNo = (value: Wire | undefined) => value !== undefined && NO.includes(value);
const isBlank = (value: Wire | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const blank = fc.constantFrom<Wire | undefined>(undefined, null, '', '   ');

/** A value a field of this kind may hold, or one it should not. */
function wellFormed(field: FieldDecl): fc.Arbitrary<Wire> {
  switch (field.kind) {
    case 'yesno':
      return fc.constantFrom(...YES, ...NO);
    case 'select':
      return fc.constantFrom(...field.options);
    case 'date':
      return fc.constantFrom('1990-04-12', '2025-06-20', '2026-10-01');
    case 'number':
      return fc.constantFrom('20', '41', '45', 12);
    case 'cpf':
      return fc.constant('52998224725');
    case 'phone':
      return fc.constant('11987654321');
    default:
      return fc.constantFrom('Dipirona', 'Maria', 'Hipertensão');
  }
}

function malformed(field: FieldDecl): fc.Arbitrary<Wire> {
  switch (field.kind) {
    case 'yesno':
      return fc.constantFrom('sim', 'true', 'false', 'N', '2', 2, 'não');
    case 'date':
      return fc.constantFrom('2020-13-45', '31/12/2020', 'ontem', '2099-01-01', 19900412);
    case 'number':
      return fc.constantFrom('abc', '-3', 'vinte');
    case 'select':
      return fc.constantFrom('xyz', 'Não', '0');
    default:
      return fc.constantFrom(42, true);
  }
}

const valueOf = (field: FieldDecl) => fc.oneof(blank, malformed(field), wellFormed(field));

function itemOf(section: SectionDecl): fc.Arbitrary<WireItem> {
  const fields = section.fields.filter((field) => field.kind !== 'yesno' || !field.formOnly);
  return fc.tuple(...fields.map(valueOf)).map((values) => {
    const item: WireItem = {};
    fields.forEach((field, index) => {
      const value = values[index];
      if (value !== undefined) item[field.name] = value;
    });
    return item;
  });
}

const byResource = (resource: RecordResource) =>
  sections.find((section) => section.resource === resource) as SectionDecl;

function itemsOf(resource: RecordResource): fc.Arbitrary<WireItem[]> {
  const section = byResource(resource);
  const most = section.transport.kind === 'list' ? 3 : 1;
  return fc.array(itemOf(section), { maxLength: most });
}

const summaryResources = [
  'personal-information',
  'blood-type',
  'allergies',
  'contacts',
  'pregnancy',
  'prosthetics',
  'conditions',
  'medicines',
] as const satisfies readonly RecordResource[];

const records = fc.record(
  Object.fromEntries(summaryResources.map((resource) => [resource, itemsOf(resource)])) as {
    [R in (typeof summaryResources)[number]]: fc.Arbitrary<WireItem[]>;
  },
);

/** The answers' `data`: a single resource holds one object or null. */
function wireOf(record: Record<string, WireItem[]>): WireRecord {
  return Object.fromEntries(
    Object.entries(record).map(([resource, items]) => {
      const single = byResource(resource as RecordResource).transport.kind === 'single';
      return [resource, single ? (items[0] ?? null) : items];
    }),
  );
}

/** Whether a field holds a value: not blank, and for a yes/no one of its two answers. */
const holds = (field: FieldDecl, value: Wire | undefined) =>
  !isBlank(value) && (field.kind !== 'yesno' || isYes(value) || isNo(value));

/**
 * Whether an item holds any value the record shows: one that is not blank, in a field its
 * section's rules show for that item. A field hidden by its rule (a medicine's end date without
 * "Concluído") is shown nowhere, and the editor saves it empty.
 */
const holdsAnything = (resource: RecordResource) => (item: WireItem) => {
  const section = byResource(resource);
  const values = toFormItem(section, item).values;
  const shown = visibleStoredFields(section, values).map((field) => field.name);
  return Object.entries(item).some(([name, value]) => shown.includes(name) && !isBlank(value));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 12));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the emergency summary', () => {
  it('states only what a stored value says', () => {
    fc.assert(
      fc.property(records, (record) => {
        const summary = summaryOf(wireOf(record));
        const text = summary.textContent ?? '';
        const person = record['personal-information'][0];
        // Pregnancy applies unless the record says masculino or a birth date outside 10 to 60.
        const birthDate = typeof person?.date_birth === 'string' ? person.date_birth : undefined;
        const showsPregnancy =
          person?.gender !== 'masculino' && childbearingAgeOf(birthDate) !== 'outside';
        const pregnancy = record.pregnancy[0];

        // Pregnant only on an explicit yes.
        expect(text.includes('Paciente gestante')).toBe(
          showsPregnancy && isYes(pregnancy?.is_pregnant),
        );
        if (text.includes('Paciente gestante')) {
          const risk = definitionOf(summaryPart(summary, 'Gestação'), 'Gestação de risco: ');
          const said = risk.textContent ?? '';
          if (said.startsWith('Não') && !said.startsWith('Não informado')) {
            expect(isNo(pregnancy?.risk_pregnancy)).toBe(true);
          }
          if (said.startsWith('Sim')) expect(isYes(pregnancy?.risk_pregnancy)).toBe(true);
        }

        // The MRI warning only on an explicit "no" for a prosthesis not stated removed.
        const inBody = record.prosthetics.filter((item) => item.status !== 'retirada');
        expect(text.includes('Prótese não compatível com ressonância magnética')).toBe(
          inBody.some((item) => isNo(item.compatible_magnetic_resonance)),
        );
        if (text.includes('Compatibilidade com ressonância magnética não informada')) {
          expect(
            inBody.some(
              (item) =>
                !isYes(item.compatible_magnetic_resonance) &&
                !isNo(item.compatible_magnetic_resonance),
            ),
          ).toBe(true);
        }

        // "Nenhum registro" only where nothing is stored (or, for the active lists, only what
        // is stated ended).
        const none = (title: string) =>
          within(summaryPart(summary, title)).queryByText('Nenhum registro') !== null;
        const stored = (resource: (typeof summaryResources)[number]) =>
          record[resource].filter(holdsAnything(resource));
        if (none('Alergias')) expect(stored('allergies')).toEqual([]);
        if (none('Contatos de emergência')) expect(stored('contacts')).toEqual([]);
        if (none('Condições ativas')) {
          for (const item of stored('conditions')) expect(item.status).toBe('Resolvida');
        }
        if (none('Medicamentos em uso')) {
          for (const item of stored('medicines')) expect(item.status).toBe('Concluído');
        }

        // A severe allergy only as stored.
        const severe = within(summaryPart(summary, 'Alergias')).queryAllByText('Severa').length;
        expect(severe).toBe(
          stored('allergies').filter((item) => item.severity === 'Severa').length,
        );

        // An age only from a birth date that is a real day, not later than today.
        const age = definitionOf(summary, 'Idade').textContent ?? '';
        const birth = person?.date_birth;
        if (/\d+ (anos?|m[eê]s(es)?|dias?) \(/.test(age)) {
          expect(['1990-04-12', '2025-06-20', '2026-10-01']).toContain(birth);
        }
        if (isBlank(birth)) expect(age).toBe('Não informado');

        // The blood type only as stored.
        const blood = definitionOf(summary, 'Tipo sanguíneo').textContent ?? '';
        const storedBlood = record['blood-type'][0]?.blood_type;
        if (isBlank(storedBlood)) expect(blood).toBe('Não informado');
        else expect(blood).toBe(String(storedBlood));
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});

describe('each section of the view', () => {
  const t = i18n.getFixedT('pt');
  const sectionsAndItems = fc
    .constantFrom(...sections)
    .chain((section) =>
      fc.tuple(fc.constant(section), fc.array(itemOf(section), { minLength: 1, maxLength: 3 })),
    );

  it('shows every value as stored, "Não informado" for what is absent, empty or malformed', async () => {
    await i18n.changeLanguage('pt');
    await i18n.loadNamespaces(['record', 'recordView', 'common']);
    fc.assert(
      fc.property(sectionsAndItems, ([section, wireItems]) => {
        const data = section.transport.kind === 'single' ? wireItems[0] : wireItems;
        const read = parseRecordAnswer(section.resource, { data });
        if (!read) throw new Error('a generated answer the contract allows was refused');
        const items = showableItems(section, read);
        // The stored items that hold something their rules show (the pregnancy's details only
        // for a pregnancy), in order, beside what the wire said of them. The rules read the item
        // as the client keeps it (a plan's "has a plan?" is yes when it holds anything).
        const kept = wireItems
          .slice(0, read.length)
          .filter((wire, index) =>
            visibleStoredFields(section, toFormItem(section, read[index] ?? {}).values).some(
              (field) => holds(field, wire[field.name]),
            ),
          );
        expect(items).toHaveLength(kept.length);
        const { container, unmount } = render(
          <SectionCard section={section} read={answered(items)} onRetry={() => undefined} />,
        );
        try {
          if (kept.length === 0) {
            // Nothing stored: no card at all, never "none".
            expect(container).toBeEmptyDOMElement();
            return;
          }
          const lists = within(container).getAllByRole('definition').length;
          expect(lists).toBeGreaterThan(0);
          items.forEach((item, index) => {
            const wire = kept[index] as WireItem;
            const scope =
              items.length > 1 || section.transport.kind === 'list'
                ? (within(container).getAllByRole('listitem')[index] as HTMLElement)
                : container;
            for (const field of visibleStoredFields(section, item.values)) {
              const said = definitionOf(scope, fieldLabel(section.id, field, t)).textContent;
              const raw = wire[field.name];
              if (field.kind === 'yesno') {
                const expected = isYes(raw) ? 'Sim' : isNo(raw) ? 'Não' : 'Não informado';
                expect(said).toBe(expected);
              } else if (isBlank(raw)) {
                expect(said).toBe('Não informado');
              } else if (said === 'Não' || said === 'Sim') {
                // Only text stored as such (a choice outside its options is shown as stored).
                expect(String(raw).trim()).toBe(said);
              }
            }
          });
        } finally {
          // Each run renders anew: the runs of one test share its document.
          unmount();
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
