// Every section of the registry, from its declaration alone: each field is on screen under its
// label, is filled as its kind asks, is saved, and reads back the same in the form and in the
// demo backend. A new section is tested here without a line of its own.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@/i18n/setup';
import { DEMO_CARDS } from '@/mocks/seed';
import {
  displayText,
  fieldLabel,
  isStored,
  NONE_OF_THE_OPTIONS,
  rulesOf,
  sections,
  visibleFields,
  type FieldDecl,
  type ItemValues,
  type SectionDecl,
} from '@/record';
import {
  answer,
  choose,
  openEditor,
  SAVE,
  saveSection,
  section as regionOf,
  setDate,
  setUpEditorTests,
  stored,
  typeIn,
} from '../support/editor';
import { askedValues, choicesWhereEverySectionApplies } from '../../sectionSamples';

setUpEditorTests();

const card = DEMO_CARDS.empty;
const t = i18n.getFixedT('pt');

/** A value of each kind that an input takes as typed and the demo backend keeps. */
function sampleOf(field: FieldDecl): string {
  switch (field.kind) {
    case 'select':
      return field.options.find((option) => option !== NONE_OF_THE_OPTIONS) ?? '';
    case 'yesno':
      return '1';
    case 'date':
      return '2020-03-04';
    case 'number':
      return '12';
    case 'cpf':
      return '39053344705';
    case 'phone':
      return '11987654321';
    case 'text':
    case 'textarea':
      return `${field.name} ✓`;
  }
}

/** The values of one item that show every field: the rules' own, else a sample of each kind. */
function valuesShowingAll(section: SectionDecl): ItemValues {
  const samples = section.fields.map((field) => [field.name, sampleOf(field)]);
  return { ...Object.fromEntries(samples), ...askedValues(section) };
}

/** "Nome (Contato 1)": a field's label, with the card's number in a list. */
function labelOf(section: SectionDecl, field: FieldDecl, item: number): string {
  const label = fieldLabel(section.id, field, t);
  if (section.transport.kind !== 'list') return label;
  return `${label} (${t(`record:sections.${section.id}.item`, { n: item })})`;
}

/** Fills one field as its kind's input takes it, and checks what the input shows. */
async function fill(
  user: UserEvent,
  region: HTMLElement,
  label: string,
  field: FieldDecl,
  value: string,
) {
  if (field.kind === 'select') {
    await choose(user, region, label, displayText(field, value, t));
  } else if (field.kind === 'yesno') {
    await answer(user, region, label, value === '1' ? 'Sim' : 'Não');
  } else if (field.kind === 'date') {
    await setDate(user, region, label, value);
  } else {
    await typeIn(user, region, label, value);
  }
  expectShown(region, label, field, value);
}

/** The field's input holds the value as its kind shows it (a CPF or a phone masked). */
function expectShown(region: HTMLElement, label: string, field: FieldDecl, value: string) {
  if (field.kind === 'yesno') {
    const group = within(region).getByRole('group', { name: label });
    const choice = value === '1' ? 'Sim' : 'Não';
    expect(within(group).getByRole('radio', { name: choice })).toBeChecked();
  } else if (field.kind === 'select') {
    expect(within(region).getByRole('combobox', { name: label })).toHaveValue(value);
  } else {
    const shown = rulesOf(field).toInput(value);
    const input = within(region).getByLabelText(label);
    expect(input).toHaveValue(field.kind === 'number' ? Number(shown) : shown);
  }
}

/** What the demo backend keeps of an item: every stored field, in its wire form. */
function wireOf(section: SectionDecl, values: ItemValues): ItemValues {
  return Object.fromEntries(
    section.fields
      .filter(isStored)
      .map((field) => [field.name, rulesOf(field).toWire(values[field.name] ?? '')]),
  );
}

/**
 * A section that applies to some records only (pregnancy): the fields that tell the record's facts
 * are set, unsaved, to values under which every section applies.
 */
async function makeApply(user: UserEvent, section: SectionDecl) {
  if (!section.appliesWhen) return;
  for (const { section: teller, field, value } of choicesWhereEverySectionApplies()) {
    const region = regionOf(t(`record:sections.${teller.id}.title`));
    await choose(user, region, labelOf(teller, field, 1), displayText(field, value, t));
  }
}

describe('the record editor saves every section of the registry', () => {
  const cases = sections.map((section) => {
    const cards = section.transport.kind === 'list' ? ', in two cards' : '';
    return [section.id, cards, section] as const;
  });
  it.each(cases)(
    '%s: every field labelled, filled, saved and read back%s',
    async (_, __, section) => {
      const { user } = await openEditor(card);
      await makeApply(user, section);
      const region = regionOf(t(`record:sections.${section.id}.title`));
      if (section.emptyState) {
        expect(within(region).getByText(t(`record:sections.${section.id}.empty`))).toBeVisible();
        expect(within(region).queryByRole('button', { name: SAVE })).not.toBeInTheDocument();
        await user.click(
          within(region).getByRole('button', { name: t(`record:sections.${section.id}.addFirst`) }),
        );
      }

      const values = valuesShowingAll(section);
      // The values chosen show every field, so every declared field is filled below.
      expect(visibleFields(section, values)).toEqual(section.fields);
      for (const field of section.fields) {
        await fill(user, region, labelOf(section, field, 1), field, values[field.name] ?? '');
      }
      // A list takes a second card, with its first field only: sent after the first card, every
      // other field of it empty.
      const [first] = section.fields;
      if (!first) throw new Error(`${section.id} declares no field`);
      const second = { [first.name]: values[first.name] ?? '' };
      const list = section.transport.kind === 'list';
      if (list) {
        await user.click(within(region).getByRole('button', { name: /^Adicionar/ }));
        await fill(user, region, labelOf(section, first, 2), first, second[first.name] ?? '');
      }
      await saveSection(user, region);

      for (const field of section.fields) {
        expectShown(region, labelOf(section, field, 1), field, values[field.name] ?? '');
      }
      if (list) expectShown(region, labelOf(section, first, 2), first, second[first.name] ?? '');
      const [saved, ...more] = await stored(section.resource, card);
      expect(saved).toMatchObject(wireOf(section, values));
      expect(more).toEqual(list ? [expect.objectContaining(wireOf(section, second))] : []);
      for (const field of section.fields.filter((candidate) => !isStored(candidate))) {
        expect(saved).not.toHaveProperty(field.name);
      }
    },
  );

  it.each(
    sections
      .filter((section) => section.fields.some((field) => !isStored(field)))
      .map((section) => [section.id, section] as const),
  )(
    '%s: "Não" to its question of the form only hides its fields and keeps nothing',
    async (_, section) => {
      const { user } = await openEditor(card);
      const region = regionOf(t(`record:sections.${section.id}.title`));
      const question = section.fields.find((field) => !isStored(field));
      if (!question) throw new Error(`${section.id} asks no question of the form only`);
      const label = labelOf(section, question, 1);
      const others = section.fields.filter((field) => field !== question);
      // Unanswered, it reads "Não": nothing of the item is asked.
      expectShown(region, label, question, '0');
      for (const field of others) {
        expect(within(region).queryByLabelText(labelOf(section, field, 1))).toBeNull();
      }
      const values = valuesShowingAll(section);
      await fill(user, region, label, question, '1');
      for (const field of others) {
        await fill(user, region, labelOf(section, field, 1), field, values[field.name] ?? '');
      }
      await saveSection(user, region);
      expectShown(region, label, question, '1');

      await fill(user, region, label, question, '0');
      for (const field of others) {
        expect(within(region).queryByLabelText(labelOf(section, field, 1))).toBeNull();
      }
      await saveSection(user, region);
      expectShown(region, label, question, '0');
      const names = new Set(others.map((field) => field.name));
      const kept = (await stored(section.resource, card)).flatMap((item) =>
        Object.entries(item).filter(([name, value]) => names.has(name) && value),
      );
      expect(kept).toEqual([]);
    },
  );
});
