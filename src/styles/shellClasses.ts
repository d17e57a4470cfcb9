// The page frame's classes, shared by the app's layout and the boot script's stand-in page, so
// that the frame does not move when the app takes over.
export const shellClasses = {
  layout: 'flex min-h-screen flex-col bg-slate-50 text-slate-900',
  header: 'bg-header z-30 text-white',
  headerBar: 'mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4',
  brand: 'flex items-center gap-2 text-lg font-bold tracking-tight',
  brandMark: 'grid h-8 w-8 place-items-center rounded-lg bg-brand-500 text-white',
  main: 'flex-1 outline-none',
} as const;
