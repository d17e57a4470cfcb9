// The top of the record page as markup: its column, the title, the card code and the print
// button, for the app and the boot script alike.
import { buttonClass } from '../styles/buttonClass';
import type { Translate } from '../i18n/translate';
import { el, type ViewElement } from './viewNode';

/** The record page's column, under the header. */
export const recordPageClass = 'mx-auto w-full max-w-4xl px-4 py-6 sm:py-10';

/** The record's title, card code and print button. */
export function recordHeading(cardCode: string, t: Translate): ViewElement {
  return el('div', 'flex flex-wrap items-end justify-between gap-3', [
    el('div', undefined, [
      el('h1', 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl', [
        t('recordView:title'),
      ]),
      el('p', 'mt-1 text-slate-700', [t('recordView:cardCode', { code: cardCode })]),
    ]),
    {
      ...el('button', buttonClass('secondary'), [t('recordView:print.button')], { type: 'button' }),
      print: true,
    },
  ]);
}
