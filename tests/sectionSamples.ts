// What the record's declarations ask of a test that fills its sections, for the unit and the
// browser tests alike: the values that show every field, and the facts under which every section
// applies. A new section or rule needs no line here.
import {
  comparisons,
  factsOf,
  holds,
  noFacts,
  sections,
  type FieldDecl,
  type ItemValues,
  type RecordFacts,
  type SectionDecl,
} from '@/record';

/** The values a section's rules ask for (`when(x, v)`: x holds v), so that every field shows. */
export function askedValues(section: SectionDecl): ItemValues {
  const asked = section.fields
    .flatMap((field) => comparisons(field.shownWhen))
    .flatMap((comparison) => ('is' in comparison ? [[comparison.field, comparison.is]] : []));
  return Object.fromEntries(asked);
}

/** A choice that tells one of the record's facts (the gender in personal information). */
export interface FactChoice {
  section: SectionDecl;
  field: FieldDecl;
  value: string;
}

/** The fact-telling choices under which every section applies to the record. */
export function choicesWhereEverySectionApplies(): FactChoice[] {
  return sections.flatMap((section) =>
    Object.entries(section.facts ?? {}).map(([fact, name]) => {
      const field = section.fields.find((candidate) => candidate.name === name);
      if (field?.kind !== 'select') throw new Error(`${section.id} tells ${fact} by no choice`);
      const value = field.options.find((option) =>
        sections.every((each) => holds(each.appliesWhen, { ...noFacts, [fact]: option })),
      );
      if (value === undefined) throw new Error(`no value of ${fact} lets every section apply`);
      return { section, field, value };
    }),
  );
}

/** The record's facts when those choices are made. */
export function factsWhereEverySectionApplies(): RecordFacts {
  return choicesWhereEverySectionApplies().reduce<RecordFacts>(
    (facts, { section, field, value }) => ({
      ...facts,
      ...factsOf(section, { [field.name]: value }),
    }),
    noFacts,
  );
}
