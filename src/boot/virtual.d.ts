declare module 'virtual:boot-words' {
  import type { Language } from '../i18n/languages';
  import type { FlatWords } from './bootWords';

  /** The frame's words in every language, the summary's too in INLINE_LANGUAGE (bootWords.ts). */
  const words: Record<Language, FlatWords>;
  export default words;
}

declare module 'virtual:boot-frame-words' {
  import type { Language } from '../i18n/languages';
  import type { FlatWords } from './bootWords';

  const words: Record<Language, FlatWords>;
  export default words;
}
