export const authLinkClass =
  'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';
