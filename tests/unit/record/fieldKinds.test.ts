import {
  fieldKinds,
  recordResources,
  sections,
  shownValue,
  type FieldDecl,
  type FieldKind,
} from '@/record';
import { parseRecordAnswer } from '@/api/recordAnswer';
import { i18n, i18nReady } from '@/i18n/setup';
import type { Translate } from '@/i18n/translate';

const t: Translate = (key, options) => i18n.t(key, { lng: 'pt', ...options });
beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
  await i18n.loadNamespaces('record');
});

/** One field of each kind, as a section would declare it. */
const oneOfEach: { [K in FieldKind]: FieldDecl } = {
  text: { name: 'a', kind: 'text' },
  textarea: { name: 'a', kind: 'textarea' },
  date: { name: 'a', kind: 'date' },
  yesno: { name: 'a', kind: 'yesno' },
  cpf: { name: 'a', kind: 'cpf' },
  phone: { name: 'a', kind: 'phone' },
  select: { name: 'a', kind: 'select', options: ['x'], enumName: undefined },
  number: { name: 'a', kind: 'number' },
};

describe('the field-kind registry', () => {
  it.each(Object.entries(oneOfEach))(
    '%s: nothing stored is flagged as missing, whatever the words say',
    (_kind, field) => {
      expect(shownValue(field, '', t)).toEqual({ text: 'Não informado', missing: true });
      expect(shownValue(field, undefined, t).missing).toBe(true);
    },
  );

  it('shows a value that happens to read "Não informado" as a value, not as missing', () => {
    expect(shownValue(oneOfEach.text, 'Não informado', t)).toEqual({
      text: 'Não informado',
      missing: false,
    });
  });

  it('masks CPF and phone for the input and sends them as digits', () => {
    expect(fieldKinds.cpf.toInput('52998224725')).toBe('529.982.247-25');
    expect(fieldKinds.cpf.toWire('529.982.247-25')).toBe('52998224725');
    expect(fieldKinds.phone.toInput('11987654321')).toBe('(11) 98765-4321');
    expect(fieldKinds.phone.toWire('(11) 98765-4321')).toBe('11987654321');
    expect(shownValue(oneOfEach.phone, '11987654321', t).href).toBe('tel:+5511987654321');
  });

  it('gives a date input no time part', () => {
    expect(fieldKinds.date.toInput('2024-03-05T00:00:00.000000Z')).toBe('2024-03-05');
  });

  it('reads every declared yes/no field as "1"/"0", from the declarations', () => {
    const yesNoFields = sections.flatMap((section) =>
      section.fields
        .filter((field) => field.kind === 'yesno')
        .map((field) => [section.resource, field.name] as const),
    );
    expect(yesNoFields.length).toBeGreaterThan(0);
    for (const [resource, name] of yesNoFields) {
      const item = { [name]: true, other: true };
      const data = recordResources[resource].kind === 'single' ? item : [item];
      const [read] = parseRecordAnswer(resource, { data }) ?? [];
      expect(read?.[name], `${resource}.${name}`).toBe('1');
    }
  });
});

describe('the declarations as data', () => {
  it('keep every rule as plain data, the same after a trip through JSON', () => {
    expect(JSON.parse(JSON.stringify(sections))).toEqual(sections);
  });

  it('give the API its contract table: each resource travels as its section says', () => {
    for (const section of sections) {
      expect(recordResources[section.resource]).toBe(section.transport);
    }
  });
});
