// The grey bars where text will be, for the app and the boot script alike; hidden from screen
// readers, which hear the loading text.
import { el, type ViewElement } from './viewNode';

/** One bar; `className` gives its size. */
export const skeletonBar = (className: string): ViewElement =>
  el(
    'span',
    `block animate-pulse rounded bg-slate-200 motion-reduce:animate-none ${className}`,
    [],
    {
      'aria-hidden': 'true',
    },
  );

/** Label-and-value rows of the height the loaded fields will take. */
export const skeletonFields = (rows: number): ViewElement =>
  el(
    'div',
    'grid gap-x-6 gap-y-3 sm:grid-cols-2',
    Array.from({ length: rows }, () =>
      el('div', 'space-y-1.5', [skeletonBar('h-3.5 w-24'), skeletonBar('h-5 w-40 max-w-full')]),
    ),
    { 'aria-hidden': 'true' },
  );
