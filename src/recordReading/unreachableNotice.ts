import type { Translate } from '../i18n/translate';
import { el, type ViewElement } from './viewNode';

/** How long the view waits before it reads again the sections no network reached. */
export const UNREACHABLE_RETRY_MS = 5000;

/**
 * "Sem conexão. Tentando novamente…": no network reaches the API, and the sections it failed are
 * read again by themselves. The boot page says it as soon as a read goes unanswered, the app for
 * as long as that lasts, in the same place and markup.
 */
export function unreachableNotice(t: Translate): ViewElement {
  return el(
    'div',
    'mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300',
    [t('recordView:unreachable')],
    { role: 'status' },
  );
}
