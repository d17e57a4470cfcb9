import { languages, type Language } from '@/i18n/languages';
import { namespaces } from '@/i18n/setup';
import { localeStrings } from '../support/localeStrings';

/**
 * Words that say nothing of where a link goes, in each language. A link's words (or its name for a
 * screen reader) must name the destination; none of these may be a text on its own, nor the words
 * inside a `<tag>` of a text (the part a `Trans` makes a link).
 */
const vague: Record<Language, string[]> = {
  pt: [
    'saiba mais',
    'clique aqui',
    'conhecer mais',
    'conheça mais',
    'leia mais',
    'veja mais',
    'ver mais',
    'mais',
    'aqui',
    'mais informações',
    'acesse',
    'link',
  ],
  en: [
    'learn more',
    'click here',
    'read more',
    'see more',
    'find out more',
    'more',
    'here',
    'more info',
    'details',
    'link',
    'this',
  ],
  es: [
    'más información',
    'haga clic aquí',
    'haz clic aquí',
    'saber más',
    'leer más',
    'ver más',
    'conocer más',
    'conozca más',
    'más',
    'aquí',
    'enlace',
  ],
  fr: [
    'en savoir plus',
    'cliquez ici',
    'lire la suite',
    'voir plus',
    'découvrir',
    'plus',
    'ici',
    'lien',
  ],
  de: [
    'mehr erfahren',
    'hier klicken',
    'weiterlesen',
    'mehr lesen',
    'mehr',
    'hier',
    'details',
    'link',
  ],
};

/** A text as it is read: no tags, no punctuation or arrows around it, spaces folded, lower case. */
const asRead = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/[\p{P}\p{S}]+$|^[\p{P}\p{S}]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The whole text, and the words inside each of its `<tag>…</tag>` pairs. */
const readParts = (text: string) => [
  asRead(text),
  ...[...text.matchAll(/<(\w+)>(.*?)<\/\1>/g)].map((match) => asRead(match[2] ?? '')),
];

function vagueTexts(language: Language): string[] {
  const words = new Set(vague[language]);
  return namespaces.flatMap((namespace) =>
    localeStrings(namespace, language)
      .filter(([, text]) => readParts(text).some((part) => words.has(part)))
      .map(([key, text]) => `${namespace}:${key} = "${text}"`),
  );
}

describe('every link says where it goes', () => {
  it.each(languages)('no text in %s is a vague "learn more" or "click here"', (language) => {
    expect(vagueTexts(language)).toEqual([]);
  });

  it('catches a vague text whole, inside a tag, and with an arrow or dot after it', () => {
    expect(readParts('Saiba mais →').some((part) => vague.pt.includes(part))).toBe(true);
    expect(readParts('Veja o termo <1>aqui</1>.').some((part) => vague.pt.includes(part))).toBe(
      true,
    );
    expect(
      readParts('Conhecer mais<hidden> sobre o serviço</hidden>').some((part) =>
        vague.pt.includes(part),
      ),
    ).toBe(false);
  });
});
