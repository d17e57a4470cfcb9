// The page's frame as the boot script paints it: the app's header (its brand) and main area, with
// the app's own classes, so that nothing moves when the app takes over.
import { shellClasses } from '../styles/shellClasses';
import { el, type ViewElement, type ViewNode } from '../recordView/viewNode';

type Translate = (key: string) => string;

export function pageFrame(t: Translate, content: ViewNode[]): ViewElement {
  return el('div', shellClasses.layout, [
    el('header', shellClasses.header, [
      el('div', shellClasses.headerBar, [
        el(
          'a',
          shellClasses.brand,
          [
            el('span', shellClasses.brandMark, ['+'], { 'aria-hidden': 'true' }),
            t('common:app.name'),
          ],
          { href: '/' },
        ),
      ]),
    ]),
    el('main', shellClasses.main, content),
  ]);
}

/** The frame with the app's loading state (src/components/Spinner.tsx) in its main area. */
export function loadingFrame(t: Translate): ViewElement {
  return pageFrame(t, [
    el(
      'div',
      'flex min-h-[60vh] items-center justify-center gap-3 py-10',
      [
        el(
          'span',
          'h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none',
          [],
          { 'aria-hidden': 'true' },
        ),
        el('span', 'text-slate-700', [t('common:common.loading')]),
      ],
      { role: 'status' },
    ),
  ]);
}
