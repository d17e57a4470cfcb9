import type { Condition, ConditionOver } from './condition';
import type { FieldDecl } from './fieldKinds';
import type { childbearingAges, genders, yesNo } from './options';

/**
 * How a section's resource travels (the REST contract, docs/api-contract.md):
 * - flat: GET answers a list; POST sends one item as top-level form fields, its file in `attachment`.
 * - single: like flat, but GET answers one object or null.
 * - list: GET answers a list; POST sends the whole list under `bodyKey` in bracket notation,
 *   each item's file in `{bodyKey}[i][attachment_file]`.
 */
export type ResourceContract =
  | { readonly kind: 'flat' }
  | { readonly kind: 'single' }
  | { readonly kind: 'list'; readonly bodyKey: string };

export type ResourceKind = ResourceContract['kind'];

/** What the sections' own visibility rules may look at. */
export interface RecordFacts {
  /** The gender chosen in personal information ('' when none). */
  gender: string;
  /** Whether the birth date puts the holder where a pregnancy can be ('' when it is unknown). */
  childbearingAge: string;
}

export type FactName = keyof RecordFacts;

/** The fact told by the age on a birth date (`birthDate`), not by a field's value. */
export type AgeFact = 'childbearingAge';

/**
 * The values each fact can hold, as the field that tells it declares them: what `appliesWhen`
 * may name, and what `facts` may map a fact to (both checked by `defineSection`).
 */
export interface FactValues extends Record<FactName, string> {
  gender: (typeof genders)[number];
  childbearingAge: (typeof childbearingAges)[number];
}

/**
 * One section of the medical record: everything about it, in one place. The registry narrows its
 * resource to the declared ones (`SectionDecl`).
 */
export interface SectionDeclaration {
  /** Anchor and name, as the product spec lists them; also the prefix of its words. */
  readonly id: string;
  /** Its path under `/medical-record/`. */
  readonly resource: string;
  readonly transport: ResourceContract;
  readonly fields: readonly FieldDecl[];
  /**
   * With nothing saved the editor shows the empty-state text and an add-first button instead of
   * a blank card.
   */
  readonly emptyState?: boolean;
  /** Saving does nothing until this field has a value. */
  readonly requiredToSave?: string;
  /** Removing an item saves the remaining list at once and reads it again. */
  readonly saveOnRemove?: boolean;
  /** The facts this section's first item tells the other sections' rules: fact → its field. */
  readonly facts?: Readonly<Partial<Record<Exclude<FactName, AgeFact>, string>>>;
  /** The field holding the holder's birth date: its age tells the `childbearingAge` fact. */
  readonly birthDate?: string;
  /**
   * What a failed read of the section says when the server sends no message of its own (keys of
   * the `common` words): `notFound` for a 404, `failed` for any other failure. Without them, the
   * record's own text.
   */
  readonly readTexts?: { readonly failed: string; readonly notFound: string };
  /**
   * The section applies to a record only when this holds for its facts: one rule for the editor,
   * the view, the print, the international summary and the public-page choices.
   */
  readonly appliesWhen?: Condition;
  /**
   * The view and the print show this section inside another's card (that section's id), after
   * its items; the editor keeps it a section of its own.
   */
  readonly viewedWithin?: string;
}

/** The values a field can hold: a choice's options, a yes/no's "1" or "0", else any text. */
export type FieldValue<F> = F extends {
  readonly kind: 'select';
  readonly options: readonly (infer O extends string)[];
}
  ? O
  : F extends { readonly kind: 'yesno' }
    ? (typeof yesNo)[number]
    : string;

/** The names of a section's declared fields. */
export type FieldNameOf<S extends SectionDeclaration> = S['fields'][number]['name'];

/** A section's declared field of this name. */
export type FieldNamed<S extends SectionDeclaration, N extends FieldNameOf<S>> = Extract<
  S['fields'][number],
  { readonly name: N }
>;

/** A section's fields by name, each with the values it can hold. */
export type SectionValues<S extends SectionDeclaration> = {
  [F in S['fields'][number] as F['name']]: FieldValue<F>;
};

/** The fields of a section that hold exactly the values `V`. */
type FieldsHolding<S extends SectionDeclaration, V> = {
  [N in keyof SectionValues<S>]: [SectionValues<S>[N]] extends [V]
    ? [V] extends [SectionValues<S>[N]]
      ? N
      : never
    : never;
}[keyof SectionValues<S>];

/**
 * What `defineSection` checks beyond the shape: a rule names only the section's own fields, each
 * with a value that field can hold, and `requiredToSave` and `facts` name declared fields.
 */
type DeclaredNames<S extends SectionDeclaration> = {
  readonly fields: readonly {
    readonly name: string;
    readonly shownWhen?: ConditionOver<SectionValues<S>>;
  }[];
  readonly requiredToSave?: FieldNameOf<S>;
  readonly facts?: {
    readonly [K in Exclude<FactName, AgeFact>]?: FieldsHolding<S, FactValues[K]>;
  };
  readonly birthDate?: FieldNameOf<S>;
  readonly appliesWhen?: ConditionOver<FactValues>;
};

/**
 * Declares a section, keeping its literal names for the derived types; a name of a field or an
 * option that the section does not declare is a type error.
 */
export const defineSection = <const S extends SectionDeclaration & DeclaredNames<S>>(
  section: S,
): S => section;
