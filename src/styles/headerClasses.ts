// The classes of the header's links and controls, shared by the app's header and the record
// view's boot page (src/boot/wholeHeader.ts), which paints it whole before the app takes over.
// Apart from shellClasses: every other page's boot script paints the brand alone, without these.
import { buttonClass } from './buttonClass';

export const headerClasses = {
  /** The site's name on the record view: read out, but out of sight on phones, where the
   * language choice takes its room. */
  brandNameOnRecord: 'sr-only sm:not-sr-only',
  nav: 'hidden items-center gap-1 md:flex',
  navLink: 'rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10',
  controls: 'flex items-center gap-2 md:gap-3',
  /** Where the language choice is not always shown (on the record view it is, for a reader from
   * abroad): from md up. */
  language: 'hidden md:block',
  languageToggle:
    'rounded-md border px-3 py-1.5 text-sm font-medium whitespace-nowrap border-white/40 bg-header text-white hover:bg-white/10',
  languageList: 'absolute right-0 z-40 w-44 shadow-lg',
  account: 'hidden md:block',
  loginLink: buttonClass('inverse', '', 'small'),
  profileToggle:
    'rounded-full border border-white/60 px-4 py-2 text-sm font-medium text-white hover:bg-white/10',
  wideList: 'absolute right-0 z-40 w-60 shadow-lg',
  menuToggle: 'rounded-md border border-white/50 px-3 py-2 text-sm font-medium md:hidden',
  /** A list under a header's button (src/components/MenuButton.tsx). */
  menuList: 'mt-2 overflow-hidden rounded-xl bg-white py-1 ring-1 ring-slate-200',
  menuItem:
    'w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50',
} as const;
