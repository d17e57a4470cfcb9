// The page's frame as the boot script paints it: a header and the main area, with the app's own
// classes, so that nothing moves when the app takes over. Every page's boot script paints the
// header's brand alone; the record view's paints the header whole (src/boot/wholeHeader.ts).
import { paths } from '../lib/paths';
import type { Language } from '../i18n/languages';
import { shellClasses } from '../styles/shellClasses';
import { el, type ViewElement, type ViewNode } from '../recordReading/viewNode';

export type Translate = (key: string) => string;

/** Paints the frame's header in the page's language. */
export type FrameHeader = (t: Translate, language: Language) => ViewElement;

/** The product's mark and name, linking to the home page; `nameClass` as the app's BrandMark. */
export function brandLink(t: Translate, nameClass?: string): ViewElement {
  return el(
    'a',
    shellClasses.brand,
    [
      el('span', shellClasses.brandMark, ['+'], { 'aria-hidden': 'true' }),
      el('span', nameClass, [t('common:app.name')]),
    ],
    { href: paths.home },
  );
}

/** The header with the brand alone: every page's loading frame, brief before the app's layout. */
export const brandHeader: FrameHeader = (t) =>
  el('header', shellClasses.header, [el('div', shellClasses.headerBar, [brandLink(t)])]);

export function pageFrame(header: ViewElement, content: ViewNode[]): ViewElement {
  return el('div', shellClasses.layout, [header, el('main', shellClasses.main, content)]);
}

/** The frame with the app's loading state (src/components/Spinner.tsx) in its main area. */
export function loadingFrame(t: Translate, header: ViewElement): ViewElement {
  return pageFrame(header, [
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
