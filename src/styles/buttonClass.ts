const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-60',
  danger: 'border border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60',
} as const;

export type ButtonVariant = keyof typeof variants;

/** A button's classes, apart from the component so that markup built without React matches it. */
export function buttonClass(variant: ButtonVariant, extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}
