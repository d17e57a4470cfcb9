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

declare module 'virtual:read-starter' {
  /** The API base the build was made for (VITE_API_URL). */
  export const apiBase: string;
  /** The record view's reads, in the order the boot script sends them. */
  export const readOrder: readonly string[];
}
