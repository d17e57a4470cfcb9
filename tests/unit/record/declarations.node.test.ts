import {
  childbearingAgeOf,
  factsOf,
  recordResourceNames,
  optionKey,
  sections,
  sectionsThatApply,
  visibleFields,
  blankItem,
  toDrafts,
  toFormItem,
  hasData,
  type StoredItemOf,
} from '@/record';
import pt from '@/i18n/locales/pt/record.json';
import { specViewOrder } from '../support/specOrder';
import { answered, sectionsOfView, type RecordState } from '@/recordReading/recordState';

function lookup(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], pt);
}

describe('section declarations', () => {
  it('cover every medical-record resource once, in SPEC order', () => {
    expect(sections.map((s) => s.resource).sort()).toEqual([...recordResourceNames].sort());
    // The editor's order: the view's, with the blood type after personal information.
    const [first, ...rest] = specViewOrder;
    expect(sections.map((s) => s.id)).toEqual([first, 'blood-type', ...rest]);
  });

  it("are viewed and printed in the order of SPEC's view, the blood type inside personal information", () => {
    const state = Object.fromEntries(
      sections.map((section) => [
        section.resource,
        answered([{ file: null, values: { gender: 'feminino', name: 'x' } }]),
      ]),
    ) as RecordState;
    const viewed = sectionsOfView(state);
    expect(viewed.map(({ section }) => section.id)).toEqual(specViewOrder);
    expect(viewed[0]?.within.map(({ section }) => section.id)).toEqual(['blood-type']);
  });

  it('have a Portuguese word for every title, field and option they name', () => {
    const missing: string[] = [];
    for (const section of sections) {
      for (const key of [`sections.${section.id}.title`, `sections.${section.id}.item`]) {
        if (typeof lookup(key) !== 'string') missing.push(key);
      }
      if (section.emptyState) {
        for (const key of [`sections.${section.id}.empty`, `sections.${section.id}.addFirst`]) {
          if (typeof lookup(key) !== 'string') missing.push(key);
        }
      }
      for (const field of section.fields) {
        const label = `fields.${section.id}.${field.name}`;
        if (typeof lookup(label) !== 'string') missing.push(label);
        // A unit takes the plural forms of a count ("1 semana", "20 semanas").
        if (field.kind === 'number' && field.unitKey) {
          for (const form of ['one', 'other']) {
            const key = `${field.unitKey}_${form}`;
            if (typeof lookup(key) !== 'string') missing.push(key);
          }
        }
        if (field.kind !== 'select' || !field.enumName) continue;
        for (const option of field.options) {
          const key = `enums.${field.enumName}.${optionKey(option)}`;
          if (typeof lookup(key) !== 'string') missing.push(key);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('give option keys that never collide within an enumeration', () => {
    for (const field of sections.flatMap((s) => s.fields)) {
      if (field.kind !== 'select' || !field.enumName) continue;
      const keys = field.options.map(optionKey);
      expect(new Set(keys).size, field.name).toBe(keys.length);
    }
  });
});

describe('conditional rules', () => {
  const byId = (id: string) => sections.find((s) => s.id === id) as (typeof sections)[number];
  const shown = (id: string, values: Record<string, string>) =>
    visibleFields(byId(id), { ...blankItem(byId(id)).values, ...values }).map((f) => f.name);

  it('pregnancy applies unless the gender is masculino, right after blood type', () => {
    const ids = (gender: string | null) =>
      sectionsThatApply(gender === null ? null : { gender, childbearingAge: '' }).map((s) => s.id);
    expect(ids('masculino')).not.toContain('pregnancy');
    for (const gender of ['feminino', 'outro', '']) {
      expect(ids(gender).indexOf('pregnancy')).toBe(ids(gender).indexOf('blood-type') + 1);
    }
    // Not offered before the gender is known: it would be offered, then taken away.
    expect(ids(null)).not.toContain('pregnancy');
    expect(ids(null)).toContain('blood-type');
  });

  it('pregnancy applies only from 10 to 60 years, and to an unknown age', () => {
    const today = new Date(2026, 10, 28);
    const applies = (birth: string) =>
      sectionsThatApply({
        gender: 'feminino',
        childbearingAge: childbearingAgeOf(birth, today),
      }).some((s) => s.id === 'pregnancy');
    expect(applies('2026-09-28')).toBe(false); // two months old
    expect(applies('2016-11-29')).toBe(false); // one day short of 10
    expect(applies('2016-11-28')).toBe(true);
    expect(applies('1966-11-28')).toBe(true); // 60
    expect(applies('1965-11-28')).toBe(false); // 61
    expect(applies('')).toBe(true); // unknown stays unknown
    expect(applies('not a date')).toBe(true);
    expect(factsOf(byId('personal-information'), { date_birth: '' })).toMatchObject({
      childbearingAge: '',
    });
  });

  it('pregnancy asks further only when pregnant, and the risk type only at risk', () => {
    expect(shown('pregnancy', { is_pregnant: '0' })).toEqual(['is_pregnant']);
    expect(shown('pregnancy', { is_pregnant: '1' })).toContain('gestational_age');
    expect(shown('pregnancy', { is_pregnant: '1' })).not.toContain('risk_type');
    expect(shown('pregnancy', { is_pregnant: '1', risk_pregnancy: '1' })).toContain('risk_type');
    expect(shown('pregnancy', { is_pregnant: '0', risk_pregnancy: '1' })).not.toContain(
      'risk_type',
    );
  });

  it('health plan asks "has a plan?" first (Não until answered), its fields only for Sim', () => {
    expect(shown('health-plan', {})).toEqual(['has_plan']);
    expect(shown('health-plan', { has_plan: '1' })).toEqual([
      'has_plan',
      'provider',
      'plan_type',
      'beneficiary',
      'coverage',
      'start_date',
      'end_date',
      'grace_period_end_date',
    ]);
  });

  it('reads "has a plan?" from what is stored, and never sends or stores it', () => {
    const plan = byId('health-plan');
    const read = toFormItem(plan, { id: 2, provider: 'Amil', has_plan: '0' });
    expect(read.values.has_plan).toBe('1');
    expect(toFormItem(plan, {}).values.has_plan).toBe('0');
    expect(toDrafts(plan, [read])).toEqual([
      expect.objectContaining({ id: '2', provider: 'Amil' }),
    ]);
    expect(toDrafts(plan, [read])[0]).not.toHaveProperty('has_plan');
    // Não: nothing of the plan is sent.
    expect(toDrafts(plan, [{ ...read, values: { ...read.values, has_plan: '0' } }])).toEqual([]);
    expectTypeOf<StoredItemOf<'health-plans'>>().not.toHaveProperty('has_plan');
    expectTypeOf<StoredItemOf<'health-plans'>>().toHaveProperty('provider');
  });

  it('medicine end date only while Concluído; discharge date only with discharge "1" (unanswered at first); removal date only when retirada', () => {
    expect(shown('medicines', { status: 'Ativo' })).not.toContain('end_date');
    expect(shown('medicines', { status: 'Concluído' })).toContain('end_date');
    // A new stay is neither discharged nor not: "Não" until answered would be a statement.
    expect(blankItem(byId('hospitalizations')).values.discharge).toBe('');
    expect(shown('hospitalizations', {})).not.toContain('date_discharge');
    expect(shown('hospitalizations', { discharge: '1' })).toContain('date_discharge');
    expect(shown('prostheses', { status: 'presente' })).not.toContain('date_removal');
    expect(shown('prostheses', { status: 'retirada' })).toContain('date_removal');
  });
});

describe('the form model', () => {
  const contacts = sections.find((s) => s.id === 'emergency-contacts') as (typeof sections)[number];
  const medicines = sections.find((s) => s.id === 'medicines') as (typeof sections)[number];

  it('sends phones as digits, leaves blank cards out and keeps ids and files', () => {
    const kept = toFormItem(contacts, {
      id: 4,
      name: 'Ana',
      phone: '11987654321',
      attachment_file_path: 'a/b.pdf',
    });
    kept.values.phone = '(11) 91234-5678';
    const drafts = toDrafts(contacts, [kept, blankItem(contacts)]);
    expect(drafts).toEqual([
      {
        file: null,
        id: '4',
        attachment_file_path: 'a/b.pdf',
        name: 'Ana',
        relationship: '',
        phone: '11912345678',
      },
    ]);
  });

  it('sends a field hidden by its rule as empty', () => {
    const item = blankItem(medicines);
    item.values = { ...item.values, name: 'Losartana', status: 'Ativo', end_date: '2024-01-01' };
    expect(toDrafts(medicines, [item])[0]?.end_date).toBe('');
  });

  it('counts a default value alone as no data', () => {
    const hospitalizations = sections.find(
      (s) => s.id === 'hospitalizations',
    ) as (typeof sections)[number];
    expect(hasData(hospitalizations, blankItem(hospitalizations))).toBe(false);
  });
});

describe('the stored item types', () => {
  it('are derived from the declared fields (checked by the type checker)', () => {
    expectTypeOf<keyof StoredItemOf<'vaccines'>>().toEqualTypeOf<
      'id' | 'attachment_file_path' | 'name' | 'vaccination_date'
    >();
    expectTypeOf<StoredItemOf<'allergies'>['severity']>().toEqualTypeOf<string | undefined>();
  });
});
