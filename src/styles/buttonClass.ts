const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-60',
  danger: 'border border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60',
  /** A white button on the brand-coloured header or band. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
  /** An outlined button on the brand-coloured header or band. */
  inverseOutline: 'border border-white/60 text-white hover:bg-white/10',
  /** An action that is not offered, still in the keyboard's path to read out why. */
  unavailable: 'cursor-not-allowed border border-slate-300 bg-slate-100 text-slate-600',
} as const;

const sizes = {
  /** In the header's bar. */
  small: 'px-4 py-2 text-sm',
  /** In forms, cards and dialogs. */
  medium: 'px-5 py-2.5 text-sm',
  /** A page's way on. */
  large: 'px-6 py-3',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * A button's classes, for a button or a link that looks like one, apart from the components so that
 * markup built without React matches them. `extra` places it (margins, width), never restyles it.
 */
export function buttonClass(
  variant: ButtonVariant,
  extra = '',
  size: ButtonSize = 'medium',
): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed ${sizes[size]} ${variants[variant]} ${extra}`;
}
