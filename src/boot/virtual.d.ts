declare module 'virtual:boot-words' {
  import type { Language } from '../i18n/languages';
  import type { FlatWords } from './bootWords';

  const words: Record<Language, FlatWords>;
  export default words;
}

declare module 'virtual:boot-frame-words' {
  import type { Language } from '../i18n/languages';
  import type { FlatWords } from './bootWords';

  const words: Record<Language, FlatWords>;
  export default words;
}
