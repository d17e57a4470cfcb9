// The page frame's classes, shared by the app's layout and the boot script's stand-in page, so
// that the frame does not move when the app takes over.
import { buttonClass } from './buttonClass';

export const shellClasses = {
  layout: 'flex min-h-screen flex-col bg-slate-50 text-slate-900',
  header: 'bg-header z-30 text-white',
  headerBar: 'mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4',
  brand: 'flex items-center gap-2 text-lg font-bold tracking-tight',
  brandMark: 'grid h-8 w-8 place-items-center rounded-lg bg-brand-500 text-white',
  main: 'flex-1 outline-none',
  /** The site's name on the record view: read out, but out of sight on phones, where the
   * language choice takes its room. */
  brandNameOnRecord: 'sr-only sm:not-sr-only',
  nav: 'hidden items-center gap-1 md:flex',
  navLink: 'rounded-md px-3 py-2 text-sm font-medium text-white hover:bg-white/10',
  controls: 'flex items-center gap-2 md:gap-3',
  /** Shown at every width on the record view (a professional from abroad), else from md up. */
  languageOnRecord: '',
  language: 'hidden md:block',
  languageToggle:
    'rounded-md border px-3 py-1.5 text-sm font-medium whitespace-nowrap border-white/40 bg-header text-white hover:bg-white/10',
  languageList: 'absolute right-0 z-40 w-44 shadow-lg',
  account: 'hidden md:block',
  loginLink: buttonClass('inverse', '', 'small'),
  profileToggle:
    'rounded-full border border-white/60 px-4 py-2 text-sm font-medium text-white hover:bg-white/10',
  profileList: 'absolute right-0 z-40 w-60 shadow-lg',
  menuToggle: 'rounded-md border border-white/50 px-3 py-2 text-sm font-medium md:hidden',
  /** A list under a header's button (src/components/MenuButton.tsx). */
  menuList: 'mt-2 overflow-hidden rounded-xl bg-white py-1 ring-1 ring-slate-200',
  menuItem:
    'w-full px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50',
} as const;
