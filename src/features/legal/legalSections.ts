import type { TFunction } from 'i18next';

export type LegalDocumentName = 'terms' | 'privacy';

/** A block of a section's body: a paragraph, or the items of a list. */
export type LegalBlock = string | string[];

export interface LegalSection {
  /** The section's key, also the anchor of its heading. */
  id: string;
  body: LegalBlock[];
}

function isBlock(value: unknown): value is LegalBlock {
  return (
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

function bodyOf(value: unknown): LegalBlock[] | null {
  if (typeof value !== 'object' || value === null || !('body' in value)) return null;
  const { body } = value;
  return Array.isArray(body) && body.every(isBlock) ? body : null;
}

/**
 * The sections of a document, in the order its words give them: the words decide how many
 * sections, paragraphs and list items there are, and every language has the same ones.
 */
export function legalSections(t: TFunction<'legal'>, name: LegalDocumentName): LegalSection[] {
  const sections: unknown = t(`${name}.sections`, { returnObjects: true });
  if (typeof sections !== 'object' || sections === null) {
    throw new Error(`legal:${name}.sections is missing`);
  }
  return Object.entries(sections).map(([id, section]) => {
    const body = bodyOf(section);
    if (!body) throw new Error(`legal:${name}.sections.${id} has no body of paragraphs and lists`);
    return { id, body };
  });
}
